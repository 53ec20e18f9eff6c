
/**
 * reject 与 end 必填，至多 200 字
 * @maxLength 200
 */
export type SeAgentActionBodyReason = string | null;
