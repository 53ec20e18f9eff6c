
/**
 * 毫秒时间戳
 */
export type SeAgentDetailOfferDeadline = number | null;
