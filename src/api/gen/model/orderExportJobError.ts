
/**
 * 失败时的原因；否则为 null
 * @maxLength 200
 */
export type OrderExportJobError = string | null;
