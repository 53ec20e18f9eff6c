
/**
 * 一条物流跟踪记录
 */
export interface LogisticsEvent {
  /**
   * 发生时间，毫秒时间戳
   * @minimum 0
   */
  time: number;
  /**
   * 已发货、已揽收、运输中、派送中、已签收等
   * @maxLength 20
   */
  status: string;
  /**
   * 轨迹描述
   * @maxLength 200
   */
  description: string;
}
