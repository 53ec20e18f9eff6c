import type { VerifyDetail } from './verifyDetail';

export type VerifyDetailEnvelopeAllOf = {
  /** 成功时返回的认证详情 */
  data: VerifyDetail;
};
