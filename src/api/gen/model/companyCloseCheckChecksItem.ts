
/**
 * 一项关店前提
 */
export type CompanyCloseCheckChecksItem = {
  /**
   * orders 订单，afterSale 售后，balance 余额，disputes 异议与申诉，deposit 保证金充值（以后的域可追加）
   * @maxLength 40
   */
  key: string;
  /**
   * 须满足的条件
   * @maxLength 100
   */
  label: string;
  /** true 表示已满足 */
  ok: boolean;
  /**
   * 未满足的原因，或已满足时的说明
   * @maxLength 500
   */
  detail: string;
  /**
   * 处理该项的页面路径
   * @maxLength 200
   */
  link: string;
};
