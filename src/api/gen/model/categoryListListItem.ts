
/**
 * 一个类目
 */
export type CategoryListListItem = {
  /**
   * 类目 id
   * @minimum 1
   */
  categoryId: number;
  /**
   * 一级类目为 0
   * @minimum 0
   */
  parentId: number;
  /**
   * 1 至 3
   * @minimum 1
   * @maximum 3
   */
  level: number;
  /**
   * 类目名称
   * @maxLength 50
   */
  name: string;
  /** 在该类目发布商品须具备的资质名称 */
  requiredAptitudes: string[];
};
