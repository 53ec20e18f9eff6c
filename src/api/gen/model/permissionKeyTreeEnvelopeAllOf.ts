import type { PermissionKeyTree } from './permissionKeyTree';

export type PermissionKeyTreeEnvelopeAllOf = {
  /** 成功时返回的权限树 */
  data: PermissionKeyTree;
};
