
/**
 * 指定一笔提现
 */
export interface FinanceWithdrawalIdBody {
  /**
   * 提现单 id
   * @minimum 1
   * @maximum 2147483647
   */
  withdrawalId: number;
}
