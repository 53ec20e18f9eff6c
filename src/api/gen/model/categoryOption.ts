
/**
 * 一级商品类目
 */
export interface CategoryOption {
  /**
   * 类目 id
   * @minimum 1
   */
  id: number;
  /**
   * 类目名称
   * @maxLength 50
   */
  name: string;
}
