
/**
 * 成团或退款的时间，拼团中为 null
 */
export type MkGroupDoneAt = number | null;
