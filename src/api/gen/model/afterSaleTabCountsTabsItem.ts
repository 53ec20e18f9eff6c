
/**
 * 状态与数量
 */
export type AfterSaleTabCountsTabsItem = {
  /** 售后状态 */
  status: number;
  /** 中文 */
  text: string;
  /** 售后单数 */
  count: number;
};
