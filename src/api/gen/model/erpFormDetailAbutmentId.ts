
/**
 * 关联的对接记录 id
 * @minimum 1
 */
export type ErpFormDetailAbutmentId = number | null;
