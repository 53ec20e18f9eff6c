
/**
 * system 系统、order 订单、afterSale 售后、finance 资金、activity 活动、job 校园兼职；不传为全部
 */
export type ContentMessageListQueryCategory = 'system' | 'order' | 'afterSale' | 'finance' | 'activity' | 'job' | null;
