
/**
 * 申请时的值；原来没有时为 null
 * @maxLength 1000
 */
export type CompanyChangeRequestChangesItemBefore = string | null;
