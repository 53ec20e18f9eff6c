import type { ErpGoodsCheckItemOuterSkuCode } from './erpGoodsCheckItemOuterSkuCode';
import type { ErpGoodsProblem } from './erpGoodsProblem';

/**
 * 一个 SKU 的编码检查结果
 */
export interface ErpGoodsCheckItem {
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /**
   * 商品名称
   * @maxLength 100
   */
  goodsName: string;
  /**
   * 商品规格（SKU）id
   * @minimum 1
   */
  skuId: number;
  /**
   * SKU 规格，如 黑色/0.5mm
   * @maxLength 100
   */
  skuName: string;
  /**
   * SKU 的商家编码（用于与 ERP 对应）；未填写时为 null
   * @maxLength 64
   */
  outerSkuCode: ErpGoodsCheckItemOuterSkuCode;
  /** 0 正常；1 缺少商家编码；2 商家编码重复；3 ERP 中不存在该编码（ERP 推送过库存，但从未推送过这个编码） */
  problem: ErpGoodsProblem;
}
