
/**
 * 客服电话
 * @maxLength 20
 */
export type ShopInfoServicePhone = string | null;
