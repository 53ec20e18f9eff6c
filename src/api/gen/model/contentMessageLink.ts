
/**
 * 应用内路径，如 /order/after-detail?afterSaleId=1；无关联对象为 null
 */
export type ContentMessageLink = string | null;
