
/**
 * 报名时为 null
 */
export type SeAgentDetailLogsItemFromState = number | null;
