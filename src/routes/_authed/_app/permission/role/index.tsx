import { createFileRoute } from '@tanstack/react-router';
import { RoleListPage } from '@/features/permission/role-pages';

export const Route = createFileRoute('/_authed/_app/permission/role/')({
  staticData: { title: '角色管理', authKey: 'permission.role.list' },
  component: RoleListPage,
});
