import { defineArea } from '../../platform/area.ts';
import { permissionHandlers } from './handlers.ts';
import { seedDemo } from './seed.ts';

/** 角色、员工、操作键、操作日志（docs/permission.md）. */
export const permissionArea = defineArea({
  name: 'permission',
  handlers: permissionHandlers,
  seed: { seedDemo },
  tables: ['role', 'role_key', 'user_role'],
});
