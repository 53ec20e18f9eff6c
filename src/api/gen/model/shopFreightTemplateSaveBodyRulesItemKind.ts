
/**
 * 1 地区；2 校园配送区
 * @minimum 1
 * @maximum 2
 */
export type ShopFreightTemplateSaveBodyRulesItemKind = typeof ShopFreightTemplateSaveBodyRulesItemKind[keyof typeof ShopFreightTemplateSaveBodyRulesItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopFreightTemplateSaveBodyRulesItemKind = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
