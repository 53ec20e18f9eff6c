
/**
 * 完税提现代扣个人所得税的完税证明
 */
export interface FinanceTaxCertificate {
  /**
   * 完税证明编号
   * @maxLength 40
   */
  certificateNo: string;
  /**
   * 对应的提现单号
   * @maxLength 32
   */
  withdrawNo: string;
  /**
   * 纳税人姓名（经营者）
   * @maxLength 50
   */
  taxpayerName: string;
  /**
   * 纳税人证件号码（脱敏）
   * @maxLength 30
   */
  taxpayerIdMasked: string;
  /**
   * 本次提现金额，单位：分
   * @minimum 0
   */
  income: number;
  /**
   * 征收率说明，如 1.5%
   * @maxLength 20
   */
  taxRate: string;
  /**
   * 代扣个人所得税，单位：分
   * @minimum 0
   */
  taxWithheld: number;
  /**
   * 代扣代缴的平台主体
   * @maxLength 100
   */
  withholder: string;
  /**
   * 主管税务机关
   * @maxLength 100
   */
  taxAuthority: string;
  /**
   * 证明开具时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  issuedAt: number;
}
