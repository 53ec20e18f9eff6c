
/**
 * used 已使用影响二次销售；no_evidence 未提供有效凭证；over_period 超出售后期限；shipped_normal 已正常签收；agreed_other 已协商其他方案；other 其他
 */
export type AfterSaleRefuseBodyReasonCode = typeof AfterSaleRefuseBodyReasonCode[keyof typeof AfterSaleRefuseBodyReasonCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AfterSaleRefuseBodyReasonCode = {
  used: 'used',
  no_evidence: 'no_evidence',
  over_period: 'over_period',
  shipped_normal: 'shipped_normal',
  agreed_other: 'agreed_other',
  other: 'other',
} as const;
