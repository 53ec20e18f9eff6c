import type { SmsCodeResult } from './smsCodeResult';

export type SmsCodeResultEnvelopeAllOf = {
  /** 成功时返回的验证码发送结果 */
  data: SmsCodeResult;
};
