
/**
 * 自动同意与时限
 */
export type AfterSaleSettingSetting = {
  /** 1 开启 */
  autoAgree: number;
  /** 分 */
  autoAgreeMax: number;
  /** 分 */
  batchAgreeMax: number;
  /** 小时 */
  replyHours: number;
  /** 天 */
  receiveDays: number;
  /** 小时 */
  reshipHours: number;
};
