
/**
 * 运费模板 id
 * @minimum 1
 */
export type GoodsDetailDeliveryTemplateId = number | null;
