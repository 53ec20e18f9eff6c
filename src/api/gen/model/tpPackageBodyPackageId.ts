
/**
 * 修改时填写
 * @minimum 1
 * @maximum 9007199254740991
 */
export type TpPackageBodyPackageId = number | null;
