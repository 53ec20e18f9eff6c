import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/permission/employee/')({
  staticData: { title: '员工管理', authKey: 'permission.employee.list' },
  component: UnderConstruction,
});
