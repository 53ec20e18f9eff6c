
/**
 * 可空
 * @maxLength 200
 */
export type ScAwardBodyRemark = string | null;
