import type { FinanceSmsSent } from './financeSmsSent';

export type FinanceSmsSentEnvelopeAllOf = {
  /** 成功时返回的验证码已发送 */
  data: FinanceSmsSent;
};
