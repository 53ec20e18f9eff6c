import { createFileRoute } from '@tanstack/react-router';
import { RoleEditPage } from '@/features/permission/role-pages';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/permission/role/edit/{-$roleId}')({
  staticData: { title: '编辑角色', authKey: 'permission.role.list', hideInMenu: true, activeMenu: '/permission/role' },
  params: {
    parse: (p) => ({ roleId: p.roleId === undefined ? undefined : parseId(p.roleId) }),
    stringify: (p) => ({ roleId: p.roleId === undefined ? undefined : String(p.roleId) }),
  },
  component: RoleEditPage,
});
