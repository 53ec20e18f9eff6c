
/**
 * 原因或说明
 */
export type SeAgentDetailLogsItemNote = string | null;
