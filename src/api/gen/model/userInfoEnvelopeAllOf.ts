import type { UserInfo } from './userInfo';

export type UserInfoEnvelopeAllOf = {
  /** 成功时返回的用户与公司信息 */
  data: UserInfo;
};
