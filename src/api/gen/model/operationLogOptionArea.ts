
/**
 * 动作所属业务域（只对动作）
 * @maxLength 40
 */
export type OperationLogOptionArea = string | null;
