
/**
 * 对接申请被驳回的原因；未驳回时为 null
 * @maxLength 500
 */
export type ErpAbutmentRejectReason = string | null;
