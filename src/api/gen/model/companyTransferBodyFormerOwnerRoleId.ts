
/**
 * 原负责人转让后的角色 id；缺省或 null 为「店长」
 * @minimum 1
 * @maximum 2147483647
 */
export type CompanyTransferBodyFormerOwnerRoleId = number | null;
