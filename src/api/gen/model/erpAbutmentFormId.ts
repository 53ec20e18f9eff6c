
/**
 * 对应的对接申请单 id
 * @minimum 1
 */
export type ErpAbutmentFormId = number | null;
