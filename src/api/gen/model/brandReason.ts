
/**
 * 平台驳回时的原因
 * @maxLength 200
 */
export type BrandReason = string | null;
