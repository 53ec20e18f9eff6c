
/**
 * 指定一个类目
 */
export interface CategoryIdBody {
  /**
   * 类目 id
   * @minimum 1
   * @maximum 2147483647
   */
  categoryId: number;
}
