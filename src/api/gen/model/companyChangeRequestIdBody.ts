
/**
 * 一条资料变更申请
 */
export interface CompanyChangeRequestIdBody {
  /**
   * 资料变更申请的 id
   * @minimum 1
   * @maximum 2147483647
   */
  changeRequestId: number;
}
