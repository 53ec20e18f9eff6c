
/**
 * 重新提交时传原申请 id
 * @minimum 1
 * @maximum 2147483647
 */
export type BrandApplyBodyBrandId = number | null;
