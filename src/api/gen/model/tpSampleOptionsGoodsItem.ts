import type { TpSampleOptionsGoodsItemImage } from './tpSampleOptionsGoodsItemImage';
import type { TpSampleOptionsGoodsItemSkusItem } from './tpSampleOptionsGoodsItemSkusItem';

/**
 * 本店商品与启用的规格
 */
export type TpSampleOptionsGoodsItem = {
  /** 商品 id */
  goodsId: number;
  /** 商品名称 */
  name: string;
  /** 主图地址 */
  image: TpSampleOptionsGoodsItemImage;
  /** 下架商品也可作样品 */
  onSale: boolean;
  /** 启用的规格 */
  skus: TpSampleOptionsGoodsItemSkusItem[];
};
