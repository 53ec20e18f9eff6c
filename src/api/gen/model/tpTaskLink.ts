
/**
 * 推广任务必填，以 http:// 或 https:// 开头
 * @maxLength 500
 */
export type TpTaskLink = string | null;
