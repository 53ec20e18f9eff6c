
/**
 * 各状态页签的商品数
 */
export interface GoodsStatusCount {
  /**
   * 全部商品数
   * @minimum 0
   */
  all: number;
  /**
   * 在售且有库存
   * @minimum 0
   */
  onSale: number;
  /**
   * 仓库中
   * @minimum 0
   */
  warehouse: number;
  /**
   * 审核中
   * @minimum 0
   */
  reviewing: number;
  /**
   * 审核驳回
   * @minimum 0
   */
  rejected: number;
  /**
   * 在售但总库存为 0
   * @minimum 0
   */
  soldOut: number;
}
