import type { LoginResult } from './loginResult';

export type LoginResultEnvelopeAllOf = {
  /** 成功时返回的登录结果 */
  data: LoginResult;
};
