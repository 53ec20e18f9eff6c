import type { CardGoodsOptionsListItem } from './cardGoodsOptionsListItem';

/**
 * 可关联卡券批次的商品
 */
export interface CardGoodsOptions {
  /** 至多 50 个 */
  list: CardGoodsOptionsListItem[];
}
