
/**
 * 1 包邮；2 按件计费；3 按重量计费
 */
export type DeliveryTemplateListListItemChargeType = typeof DeliveryTemplateListListItemChargeType[keyof typeof DeliveryTemplateListListItemChargeType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeliveryTemplateListListItemChargeType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
