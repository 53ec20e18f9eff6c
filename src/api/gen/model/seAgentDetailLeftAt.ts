
/**
 * 毫秒时间戳
 */
export type SeAgentDetailLeftAt = number | null;
