
/**
 * 指定一个运费模板
 */
export interface ShopTemplateIdBody {
  /**
   * 模板 id
   * @minimum 1
   * @maximum 2147483647
   */
  templateId: number;
}
