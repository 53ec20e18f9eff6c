
/**
 * 指定公司（必须是调用者所属公司）
 */
export interface CompanyIdBody {
  /**
   * 公司 id，须为当前用户所属公司
   * @minimum 1
   * @maximum 2147483647
   */
  companyId: number;
}
