
/**
 * 处理说明；无说明时为 null
 * @maxLength 500
 */
export type ErpFormLogRemark = string | null;
