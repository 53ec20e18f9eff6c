
/**
 * 首次回复后 24 小时内可修改，毫秒时间戳；未回复为 null
 * @minimum 0
 */
export type EvaluationReplyEditableUntil = number | null;
