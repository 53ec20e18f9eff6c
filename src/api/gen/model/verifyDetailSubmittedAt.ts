
/**
 * 最近一次提交审核的时间，毫秒时间戳；未提交时为 null
 * @minimum 0
 */
export type VerifyDetailSubmittedAt = number | null;
