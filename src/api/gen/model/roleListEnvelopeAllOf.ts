import type { RoleListResult } from './roleListResult';

export type RoleListEnvelopeAllOf = {
  /** 成功时返回的角色列表 */
  data: RoleListResult;
};
