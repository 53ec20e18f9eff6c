
/**
 * 物流公司与运单号
 */
export interface AfterSaleReshipBody {
  /**
   * 售后单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleId: number;
  /**
   * 页面所见的售后单版本
   * @minimum 1
   * @maximum 1000000
   */
  version: number;
  /**
   * 物流公司编码（SF、ZTO、YTO、STO、YD、JD、EMS、JT、CAMPUS）
   * @maxLength 20
   */
  logisticsCompany: string;
  /**
   * 6 至 30 位字母、数字或短横线
   * @maxLength 30
   */
  trackingNo: string;
}
