import type { CsGoodsCard } from './csGoodsCard';

/**
 * 买家从商品页发起时的商品
 */
export type CsConversationDetailGoods = CsGoodsCard | null;
