
/**
 * 指定一张对接申请单
 */
export interface ErpFormIdBody {
  /**
   * 申请单 id
   * @minimum 1
   * @maximum 2147483647
   */
  formId: number;
}
