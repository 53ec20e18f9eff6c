
/**
 * 0-100
 */
export type ScTeamMerchantScore = number | null;
