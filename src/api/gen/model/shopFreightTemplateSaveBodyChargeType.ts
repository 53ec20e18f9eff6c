
/**
 * 1 包邮；2 按件计费；3 按重量计费
 * @minimum 1
 * @maximum 3
 */
export type ShopFreightTemplateSaveBodyChargeType = typeof ShopFreightTemplateSaveBodyChargeType[keyof typeof ShopFreightTemplateSaveBodyChargeType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopFreightTemplateSaveBodyChargeType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
