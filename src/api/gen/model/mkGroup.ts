import type { MkGroupState } from './mkGroupState';
import type { MkGroupDoneAt } from './mkGroupDoneAt';
import type { MkGroupOrder } from './mkGroupOrder';

/**
 * 一个团与它的订单
 */
export interface MkGroup {
  /** 团ID */
  groupId: number;
  /**
   * PT + 开团日期 + 编号
   * @maxLength 30
   */
  groupNo: string;
  /** 1 拼团中，2 已成团，3 未成团已退款 */
  state: MkGroupState;
  /**
   * 拼团中、已成团、未成团已退款
   * @maxLength 10
   */
  stateText: string;
  /**
   * 参团订单数
   * @minimum 0
   * @maximum 10
   */
  members: number;
  /**
   * 2 至 10
   * @minimum 2
   * @maximum 10
   */
  size: number;
  /**
   * 截止时未满、由平台补足的人数（平台不另出资）
   * @minimum 0
   * @maximum 9
   */
  filled: number;
  /** true 平台补足成团，false 全额退款 */
  autoFill: boolean;
  /**
   * 参团订单的学校
   * @maxLength 100
   */
  school: string;
  /**
   * 参团订单的校区
   * @maxLength 100
   */
  campus: string;
  /** ms epoch */
  openedAt: number;
  /** 开团后 24 小时，ms epoch */
  deadlineAt: number;
  /** 成团或退款的时间，拼团中为 null */
  doneAt: MkGroupDoneAt;
  /** 未成团时退回的金额合计（分） */
  refundedAmount: number;
  /**
   * 按参团先后
   * @maxItems 10
   */
  orders: MkGroupOrder[];
}
