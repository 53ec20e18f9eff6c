
/**
 * 提交成果的时间，毫秒时间戳；未提交时为 null
 * @minimum 0
 */
export type UserReceiveTaskSubmittedAt = number | null;
