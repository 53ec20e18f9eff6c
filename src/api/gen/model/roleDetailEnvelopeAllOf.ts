import type { RoleItem } from './roleItem';

export type RoleDetailEnvelopeAllOf = {
  /** 成功时返回的角色 */
  data: RoleItem;
};
