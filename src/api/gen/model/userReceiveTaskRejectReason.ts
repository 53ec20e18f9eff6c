
/**
 * 审核驳回时商家填写的原因；其他状态为 null
 * @maxLength 200
 */
export type UserReceiveTaskRejectReason = string | null;
