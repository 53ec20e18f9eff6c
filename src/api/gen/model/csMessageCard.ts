import type { CsMessageCardAnyOf } from './csMessageCardAnyOf';

/**
 * 订单卡片 {orderNo, statusText, goodsSummary, amount} 或商品卡片 {goodsId, name, price, image}（金额单位：分）
 */
export type CsMessageCard = CsMessageCardAnyOf | null;
