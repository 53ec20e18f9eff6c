
/**
 * 毫秒时间戳
 */
export type SeAgentDetailActiveAt = number | null;
