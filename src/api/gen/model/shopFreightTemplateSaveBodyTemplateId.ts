
/**
 * 修改时为模板 id；新建为 null
 * @minimum 1
 * @maximum 2147483647
 */
export type ShopFreightTemplateSaveBodyTemplateId = number | null;
