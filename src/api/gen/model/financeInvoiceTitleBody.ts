
/**
 * 保存发票抬头；开专用发票时注册地址、注册电话、开户银行与银行账号必填
 */
export interface FinanceInvoiceTitleBody {
  /**
   * 发票抬头（公司名称），须与营业执照一致
   * @minLength 2
   * @maxLength 100
   */
  titleName: string;
  /**
   * 统一社会信用代码或纳税人识别号，15 至 20 位字母或数字
   * @maxLength 20
   * @pattern ^[0-9A-Z]{15,20}$
   */
  taxNo: string;
  /**
   * 专票必填：注册地址
   * @maxLength 200
   */
  registeredAddress?: string;
  /**
   * 专票必填：注册电话（座机或手机）
   * @maxLength 20
   * @pattern ^[0-9-]{7,20}$
   */
  registeredPhone?: string;
  /**
   * 专票必填：开户银行
   * @maxLength 100
   */
  bankName?: string;
  /**
   * 专票必填：银行账号，8 至 30 位数字
   * @maxLength 30
   * @pattern ^\d{8,30}$
   */
  bankAccount?: string;
  /**
   * 电子发票发送到该邮箱
   * @maxLength 100
   */
  email: string;
}
