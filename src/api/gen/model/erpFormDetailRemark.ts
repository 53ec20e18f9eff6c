
/**
 * 商家提交时的备注；无备注时为 null
 * @maxLength 500
 */
export type ErpFormDetailRemark = string | null;
