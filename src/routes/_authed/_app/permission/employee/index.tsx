import { createFileRoute } from '@tanstack/react-router';
import { EmployeeListPage } from '@/features/permission/employee-pages';
import { validateEmployeeSearch } from '@/features/permission/search';

export const Route = createFileRoute('/_authed/_app/permission/employee/')({
  staticData: { title: '员工管理', authKey: 'permission.employee.list' },
  validateSearch: validateEmployeeSearch,
  component: EmployeeListPage,
});
