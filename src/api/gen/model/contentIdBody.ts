
/**
 * 一个对象的编号
 */
export interface ContentIdBody {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
}
