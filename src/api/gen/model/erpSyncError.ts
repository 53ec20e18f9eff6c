
/**
 * 一条被拒绝的开放接口调用或失败的行
 */
export interface ErpSyncError {
  /**
   * 异常记录 id
   * @minimum 1
   */
  id: number;
  /**
   * 开放接口路径，如 /open/v1/orders/ship
   * @maxLength 50
   */
  api: string;
  /**
   * 中文原因
   * @maxLength 500
   */
  msg: string;
  /**
   * 发生时间，毫秒时间戳
   * @minimum 0
   */
  at: number;
}
