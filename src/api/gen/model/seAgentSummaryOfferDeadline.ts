
/**
 * 已发录用时的接受截止时间，毫秒时间戳
 */
export type SeAgentSummaryOfferDeadline = number | null;
