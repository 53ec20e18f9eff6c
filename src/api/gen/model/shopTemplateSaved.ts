
/**
 * 保存后的模板
 */
export interface ShopTemplateSaved {
  /**
   * 模板 id
   * @minimum 1
   * @maximum 2147483647
   */
  templateId: number;
}
