import type { RoleSaveResult } from './roleSaveResult';

export type RoleSaveEnvelopeAllOf = {
  /** 成功时返回的保存结果 */
  data: RoleSaveResult;
};
