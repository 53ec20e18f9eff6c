import type { FinanceDepositRecordType } from './financeDepositRecordType';
import type { FinanceDepositRecordStatus } from './financeDepositRecordStatus';
import type { FinanceDepositRecordReason } from './financeDepositRecordReason';
import type { FinanceDepositRecordPayerName } from './financeDepositRecordPayerName';
import type { FinanceDepositRecordTransferSerialNo } from './financeDepositRecordTransferSerialNo';
import type { FinanceDepositRecordVoucherUrl } from './financeDepositRecordVoucherUrl';
import type { FinanceDepositRecordCauseType } from './financeDepositRecordCauseType';
import type { FinanceDepositRecordCauseId } from './financeDepositRecordCauseId';
import type { FinanceDepositRecordCauseNo } from './financeDepositRecordCauseNo';
import type { FinanceDepositRecordRejectReason } from './financeDepositRecordRejectReason';
import type { FinanceDepositRecordConfirmedAt } from './financeDepositRecordConfirmedAt';

/**
 * 一笔保证金充值、扣除或退还
 */
export interface FinanceDepositRecord {
  /**
   * 保证金记录 id
   * @minimum 1
   * @maximum 2147483647
   */
  depositRecordId: number;
  /**
   * 记录编号
   * @maxLength 32
   */
  recordNo: string;
  /** recharge 充值；deduction 扣除；refund 退还 */
  type: FinanceDepositRecordType;
  /**
   * 金额（正数），单位：分
   * @minimum 0
   */
  amount: number;
  /** 0 待平台确认；1 已完成；2 已驳回 */
  status: FinanceDepositRecordStatus;
  /**
   * 扣除或退还的原因、充值备注；无则为 null
   * @maxLength 200
   */
  reason: FinanceDepositRecordReason;
  /**
   * 充值的付款户名
   * @maxLength 100
   */
  payerName: FinanceDepositRecordPayerName;
  /**
   * 充值的银行转账流水号
   * @maxLength 64
   */
  transferSerialNo: FinanceDepositRecordTransferSerialNo;
  /**
   * 充值的转账凭证图片地址
   * @maxLength 500
   */
  voucherUrl: FinanceDepositRecordVoucherUrl;
  /** 扣除对应的处罚等；无则为 null */
  causeType: FinanceDepositRecordCauseType;
  /**
   * 业务来源 id
   * @minimum 1
   * @maximum 2147483647
   */
  causeId: FinanceDepositRecordCauseId;
  /**
   * 业务来源单号
   * @maxLength 40
   */
  causeNo: FinanceDepositRecordCauseNo;
  /**
   * 平台驳回充值的原因
   * @maxLength 200
   */
  rejectReason: FinanceDepositRecordRejectReason;
  /**
   * 提交或发生时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
  /**
   * 平台确认或完成时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  confirmedAt: FinanceDepositRecordConfirmedAt;
}
