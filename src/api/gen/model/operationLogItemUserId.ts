
/**
 * 操作人 ID；平台或系统操作为 null
 * @minimum 0
 * @maximum 2147483647
 */
export type OperationLogItemUserId = number | null;
