
/**
 * 同拒绝售后的 reasonCode
 */
export type AfterSaleReasonBodyCode = typeof AfterSaleReasonBodyCode[keyof typeof AfterSaleReasonBodyCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AfterSaleReasonBodyCode = {
  used: 'used',
  no_evidence: 'no_evidence',
  over_period: 'over_period',
  shipped_normal: 'shipped_normal',
  agreed_other: 'agreed_other',
  other: 'other',
} as const;
