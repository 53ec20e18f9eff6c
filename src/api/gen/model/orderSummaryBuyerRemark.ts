
/**
 * 买家下单时的留言；无则为 null
 * @maxLength 200
 */
export type OrderSummaryBuyerRemark = string | null;
