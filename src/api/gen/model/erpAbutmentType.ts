
/**
 * 1 ERP 对接；2 跨境清关对接（仅跨境企业）
 * @minimum 1
 * @maximum 2
 */
export type ErpAbutmentType = typeof ErpAbutmentType[keyof typeof ErpAbutmentType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpAbutmentType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
