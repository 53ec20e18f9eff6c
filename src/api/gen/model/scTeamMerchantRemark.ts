
/**
 * 企业评语
 */
export type ScTeamMerchantRemark = string | null;
