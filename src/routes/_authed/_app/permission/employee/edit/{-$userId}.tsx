import { createFileRoute } from '@tanstack/react-router';
import { EmployeeEditPage } from '@/features/permission/employee-pages';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/permission/employee/edit/{-$userId}')({
  staticData: { title: '编辑员工', authKey: 'permission.employee.list', hideInMenu: true, activeMenu: '/permission/employee' },
  params: {
    parse: (p) => ({ userId: p.userId === undefined ? undefined : parseId(p.userId) }),
    stringify: (p) => ({ userId: p.userId === undefined ? undefined : String(p.userId) }),
  },
  component: EmployeeEditPage,
});
