
/**
 * 10 待商家处理，20 待买家退货，30 待商家收货，40 退款中，45 已退款，50 换货待发货，60 换货已发货，70 换货完成，80 已拒绝，85 平台介入中，90 已撤销，95 已关闭
 * @minimum 10
 * @maximum 95
 */
export type AfterSaleCaseStatus = typeof AfterSaleCaseStatus[keyof typeof AfterSaleCaseStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AfterSaleCaseStatus = {
  NUMBER_10: 10,
  NUMBER_20: 20,
  NUMBER_30: 30,
  NUMBER_40: 40,
  NUMBER_45: 45,
  NUMBER_50: 50,
  NUMBER_60: 60,
  NUMBER_70: 70,
  NUMBER_80: 80,
  NUMBER_85: 85,
  NUMBER_90: 90,
  NUMBER_95: 95,
} as const;
