
/**
 * 本店运费模板 id；实物商品必填
 * @minimum 1
 * @maximum 2147483647
 */
export type GoodsSaveBodyDeliveryTemplateId = number | null;
