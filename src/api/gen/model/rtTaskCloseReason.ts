
/**
 * 商家填写或“已到截止时间”
 * @maxLength 200
 */
export type RtTaskCloseReason = string | null;
