
/**
 * 授权有效期截止，毫秒时间戳；无期限或非授权品牌为 null
 * @minimum 0
 * @maximum 4102444800000
 */
export type ShopQualificationAuthValidTo = number | null;
