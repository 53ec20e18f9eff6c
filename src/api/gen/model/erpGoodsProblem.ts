
/**
 * 0 正常；1 缺少商家编码；2 商家编码重复；3 ERP 中不存在该编码（ERP 推送过库存，但从未推送过这个编码）
 */
export type ErpGoodsProblem = typeof ErpGoodsProblem[keyof typeof ErpGoodsProblem];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpGoodsProblem = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
