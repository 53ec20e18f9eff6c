
/**
 * 不传为全部分类
 */
export type ContentMessageReadAllBodyCategory = 'system' | 'order' | 'afterSale' | 'finance' | 'activity' | 'job' | null;
