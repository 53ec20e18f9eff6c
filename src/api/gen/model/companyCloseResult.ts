
/**
 * 店铺关闭的时间、下架的商品数与退还的保证金
 */
export interface CompanyCloseResult {
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  closedAt: number;
  /**
   * 关店时下架的商品数
   * @minimum 0
   */
  delistedGoods: number;
  /**
   * 退还的保证金（分）
   * @minimum 0
   */
  depositRefunded: number;
}
