
/**
 * 首次回复时间，毫秒时间戳
 * @minimum 0
 */
export type EvaluationRepliedAt = number | null;
