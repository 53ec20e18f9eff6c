
/**
 * JSON 文本：对象、前值（before）与后值（after），或请求的字段
 * @maxLength 20000
 */
export type OperationLogItemDetail = string | null;
