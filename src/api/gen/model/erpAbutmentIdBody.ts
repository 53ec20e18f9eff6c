
/**
 * 指定一条对接记录
 */
export interface ErpAbutmentIdBody {
  /**
   * 对接记录 id
   * @minimum 1
   * @maximum 2147483647
   */
  abutmentId: number;
}
