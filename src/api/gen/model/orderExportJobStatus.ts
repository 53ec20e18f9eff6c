
/**
 * 0 排队中；1 导出中；2 已完成；3 失败
 */
export type OrderExportJobStatus = typeof OrderExportJobStatus[keyof typeof OrderExportJobStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrderExportJobStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
