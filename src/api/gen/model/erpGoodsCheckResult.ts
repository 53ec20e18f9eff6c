import type { ErpGoodsCheckItem } from './erpGoodsCheckItem';

/**
 * 检查汇总与 SKU 明细
 */
export interface ErpGoodsCheckResult {
  /**
   * 参与检查的 SKU 数
   * @minimum 0
   */
  totalSku: number;
  /**
   * 编码正常、可与 ERP 对应的 SKU 数
   * @minimum 0
   */
  matchedSku: number;
  /**
   * 有编码问题的 SKU 数
   * @minimum 0
   */
  problemSku: number;
  /**
   * 各 SKU 的检查结果（onlyProblem 时只含有问题的，最多 1000 条）
   * @maxItems 1000
   */
  items: ErpGoodsCheckItem[];
}
