
/**
 * 自动同意规则、批量同意上限与处理时限
 */
export interface AfterSaleSettingBody {
  /** 未发货仅退款且金额不超过上限时立即同意 */
  autoAgree: boolean;
  /**
   * 分，0 至 100000（¥1000）
   * @minimum 0
   * @maximum 100000
   */
  autoAgreeMax: number;
  /**
   * 分，0 至 100000（¥1000）
   * @minimum 0
   * @maximum 100000
   */
  batchAgreeMax: number;
  /**
   * 小时，24 至 48（平台默认 48）
   * @minimum 24
   * @maximum 48
   */
  replyHours: number;
  /**
   * 买家寄出后天数，3 至 7（平台默认 7）
   * @minimum 3
   * @maximum 7
   */
  receiveDays: number;
  /**
   * 小时，24 至 48（平台默认 48）
   * @minimum 24
   * @maximum 48
   */
  reshipHours: number;
}
