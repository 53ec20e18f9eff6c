import type { ReceiveTaskStatus } from './receiveTaskStatus';

/**
 * 用户领取任务的筛选与分页条件
 */
export interface UserReceiveTaskQuery {
  /**
   * 只看该招募下的领取记录
   * @minimum 1
   * @maximum 2147483647
   */
  recruitId?: number;
  /** 1 进行中（已领取）；2 已提交待审核；3 审核通过；4 审核驳回；5 已放弃；6 已超时 */
  status?: ReceiveTaskStatus;
  /**
   * 按用户姓名、手机号后四位或任务标题搜索
   * @maxLength 50
   */
  keyword?: string;
  /**
   * 领取时间下限（含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  receivedFrom?: number;
  /**
   * 领取时间上限（不含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  receivedTo?: number;
  /**
   * 页码，从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
