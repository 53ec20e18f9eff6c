import type { UserReceiveTaskPage } from './userReceiveTaskPage';

export type UserReceiveTaskPageEnvelopeAllOf = {
  /** 成功时返回的领取任务分页 */
  data: UserReceiveTaskPage;
};
