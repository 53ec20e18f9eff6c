/** Operate keys of the permission area (server/lib/permission-keys.ts). */
export const ROLE_EDIT_KEY = ['permission.role.list', 'permission.role.edit'] as const;
export const EMPLOYEE_EDIT_KEY = ['permission.employee.list', 'permission.employee.edit'] as const;
export const PRESET_LABEL = '预置';
/** Query-key prefixes invalidated after a change (the generated keys start with the operation path). */
export const PERMISSION_PATHS = ['/xm-merchant/permission/'];
export const PAGE_SIZE = 50;
