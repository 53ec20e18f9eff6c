
/**
 * 一个经营主类目要求的保证金
 */
export interface FinanceDepositCategory {
  /**
   * 一级类目 id
   * @minimum 1
   * @maximum 2147483647
   */
  categoryId: number;
  /**
   * 一级类目名称
   * @maxLength 50
   */
  categoryName: string;
  /**
   * 该类目要求的保证金，单位：分
   * @minimum 0
   */
  required: number;
}
