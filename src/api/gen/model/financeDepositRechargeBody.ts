import type { ImageUrl } from './imageUrl';

/**
 * 登记一笔已汇入平台收款账户的线下转账，平台核对到账后确认
 */
export interface FinanceDepositRechargeBody {
  /**
   * 转账金额，¥1 至 ¥1,000,000，单位：分
   * @minimum 100
   * @maximum 100000000
   */
  amount: number;
  /**
   * 转出账户的户名
   * @minLength 2
   * @maxLength 100
   */
  payerName: string;
  /**
   * 转出银行账号，8 至 30 位数字
   * @maxLength 30
   * @pattern ^\d{8,30}$
   */
  payerAccountNo: string;
  /**
   * 银行回单上的流水号，6 至 64 位字母或数字
   * @maxLength 64
   * @pattern ^[A-Za-z0-9]{6,64}$
   */
  transferSerialNo: string;
  /**
   * 转账时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  transferredAt: number;
  /** 银行回单截图（上传接口返回的地址），可不传 */
  voucherUrl?: ImageUrl;
  /**
   * 备注，至多 200 字
   * @maxLength 200
   */
  remark?: string;
}
