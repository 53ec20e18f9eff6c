import type { ContentPaletteResultGoodsItemCode } from './contentPaletteResultGoodsItemCode';

/**
 * 商品
 */
export type ContentPaletteResultGoodsItem = {
  id: number;
  name: string;
  code: ContentPaletteResultGoodsItemCode;
};
