
/**
 * 订单号、代理姓名或推荐码
 * @maxLength 40
 */
export type SeRewardListQueryKeyword = string | null;
