
/**
 * 0 未对接；1 已申请待受理；2 服务商配置中；3 待商家确认；4 已对接；5 已撤销；6 已驳回

 */
export type ErpAbutmentStatus = typeof ErpAbutmentStatus[keyof typeof ErpAbutmentStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpAbutmentStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
} as const;
