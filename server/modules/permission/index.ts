/** What other modules may use of the permission area. */
export { ensurePresetRoles } from './roles.ts';
export { permissionHandlers } from './handlers.ts';
export { PRESET_ROLES } from './keys.ts';
