
/**
 * 不传为全部
 */
export type ContentRuleListQueryCategory = 'general' | 'goods' | 'order' | 'afterSale' | 'violation' | 'activity' | null;
