import type { ApplyStatus } from './applyStatus';

export type ApplyStatusEnvelopeAllOf = {
  /** 成功时返回的申请状态 */
  data: ApplyStatus;
};
