
/**
 * 平台驳回时的原因
 * @maxLength 500
 */
export type CompanyChangeRequestRejectReason = string | null;
