import type { FinanceInvoiceType } from './financeInvoiceType';
import type { FinanceInvoiceStatus } from './financeInvoiceStatus';
import type { FinanceInvoiceInvoiceNo } from './financeInvoiceInvoiceNo';
import type { FinanceInvoiceIssuedAt } from './financeInvoiceIssuedAt';
import type { FinanceInvoiceRejectReason } from './financeInvoiceRejectReason';
import type { FinanceInvoiceRedReason } from './financeInvoiceRedReason';
import type { FinanceInvoiceRedInvoiceNo } from './financeInvoiceRedInvoiceNo';
import type { FinanceInvoiceReversedAt } from './financeInvoiceReversedAt';
import type { FinanceInvoiceRemark } from './financeInvoiceRemark';

/**
 * 一次开票申请及其发票
 */
export interface FinanceInvoice {
  /**
   * 开票申请 id
   * @minimum 1
   * @maximum 2147483647
   */
  invoiceId: number;
  /**
   * 申请编号
   * @maxLength 32
   */
  applyNo: string;
  /** 1 电子普通发票；2 电子专用发票 */
  invoiceType: FinanceInvoiceType;
  /**
   * 申请时的发票抬头
   * @maxLength 100
   */
  titleName: string;
  /**
   * 申请时的纳税人识别号
   * @maxLength 20
   */
  taxNo: string;
  /**
   * 价税合计，单位：分
   * @minimum 0
   */
  amount: number;
  /**
   * 申请开票的月份
   * @maxItems 12
   */
  months: string[];
  /** 0 待开票；1 已开票；2 已驳回；3 已红冲 */
  status: FinanceInvoiceStatus;
  /**
   * 开具后的发票号码
   * @maxLength 32
   */
  invoiceNo: FinanceInvoiceInvoiceNo;
  /**
   * 平台开票时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  issuedAt: FinanceInvoiceIssuedAt;
  /**
   * 平台驳回的原因
   * @maxLength 200
   */
  rejectReason: FinanceInvoiceRejectReason;
  /**
   * 申请红冲的原因
   * @maxLength 200
   */
  redReason: FinanceInvoiceRedReason;
  /**
   * 红字发票号码
   * @maxLength 32
   */
  redInvoiceNo: FinanceInvoiceRedInvoiceNo;
  /**
   * 红冲完成时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  reversedAt: FinanceInvoiceReversedAt;
  /**
   * 电子发票发送的邮箱
   * @maxLength 100
   */
  email: string;
  /**
   * 发票备注
   * @maxLength 100
   */
  remark: FinanceInvoiceRemark;
  /**
   * 申请时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
}
