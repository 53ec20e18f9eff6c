
/**
 * 不传为全部
 */
export type ContentHelpListQueryCategory = 'start' | 'goods' | 'order' | 'afterSale' | 'finance' | 'shop' | 'marketing' | 'job' | null;
