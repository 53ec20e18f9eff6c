
/**
 * 一条
 */
export type AfterSaleSettingReasonsItem = {
  /** id */
  afterSaleReasonId: number;
  /** 原因代码 */
  code: string;
  /** 中文 */
  codeText: string;
  /** 文字 */
  text: string;
};
