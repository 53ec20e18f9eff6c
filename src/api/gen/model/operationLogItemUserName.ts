
/**
 * 操作人姓名；平台或系统操作为 null
 * @maxLength 20
 */
export type OperationLogItemUserName = string | null;
