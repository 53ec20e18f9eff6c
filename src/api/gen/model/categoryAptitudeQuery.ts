
/**
 * 类目资质的筛选与分页条件
 */
export interface CategoryAptitudeQuery {
  /**
   * 只看该类目（含其下级类目）
   * @minimum 1
   * @maximum 2147483647
   */
  categoryId?: number;
  /**
   * 按类目名称或资质名称模糊搜索
   * @maxLength 50
   */
  keyword?: string;
  /** true 时只返回仍缺少必需资质的类目 */
  onlyMissing?: boolean;
  /**
   * 页码，从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
