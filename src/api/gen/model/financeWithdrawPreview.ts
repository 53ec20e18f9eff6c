import type { FinanceWithdrawChannel } from './financeWithdrawChannel';
import type { FinanceWithdrawPreviewTaxRule } from './financeWithdrawPreviewTaxRule';
import type { FinanceWithdrawPreviewRate } from './financeWithdrawPreviewRate';
import type { FinanceWithdrawPreviewRateAt } from './financeWithdrawPreviewRateAt';
import type { FinanceWithdrawPreviewForeignAmount } from './financeWithdrawPreviewForeignAmount';
import type { FinanceWithdrawPreviewAccount } from './financeWithdrawPreviewAccount';

/**
 * 提现前展示的限制、手续费、税费、汇率与预计到账时间，以及不能提现的原因
 */
export interface FinanceWithdrawPreview {
  /** normal 普通；cross 跨境；tax 完税 */
  channel: FinanceWithdrawChannel;
  /**
   * 可提现余额，单位：分
   * @minimum 0
   */
  available: number;
  /**
   * 欠款（有欠款时不能提现），单位：分
   * @minimum 0
   */
  owed: number;
  /**
   * 冻结金额（有冻结时不能提现），单位：分
   * @minimum 0
   */
  frozen: number;
  /**
   * 单笔最低提现金额，单位：分
   * @minimum 0
   */
  minAmount: number;
  /**
   * 本次最多可提金额（不超过可提现余额与单笔上限），单位：分
   * @minimum 0
   */
  maxAmount: number;
  /**
   * 每天可提现的次数
   * @minimum 0
   * @maximum 10
   */
  dailyLimit: number;
  /**
   * 今天已申请的提现次数（失败退回的不计）
   * @minimum 0
   * @maximum 10
   */
  todayCount: number;
  /**
   * 预览所用的金额（请求未传时为最高提现金额），单位：分
   * @minimum 0
   */
  amount: number;
  /**
   * 本次手续费，单位：分
   * @minimum 0
   */
  fee: number;
  /**
   * 手续费规则说明
   * @maxLength 100
   */
  feeRule: string;
  /**
   * 完税提现代扣的个人所得税；其他方式为 0，单位：分
   * @minimum 0
   */
  taxWithheld: number;
  /**
   * 完税提现的计税说明；其他方式为 null
   * @maxLength 200
   */
  taxRule: FinanceWithdrawPreviewTaxRule;
  /**
   * 提现金额 − 手续费 − 代扣税费（人民币），单位：分
   * @minimum 0
   */
  arrivalAmount: number;
  /**
   * ISO 4217 币种代码；普通与完税提现为 CNY
   * @maxLength 3
   */
  currency: string;
  /**
   * 1 人民币兑换的外币数（跨境提现）；其他为 null
   * @maxLength 20
   */
  rate: FinanceWithdrawPreviewRate;
  /**
   * 汇率报价时间（跨境提现），毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  rateAt: FinanceWithdrawPreviewRateAt;
  /**
   * 跨境提现按汇率折算的到账金额，单位：外币的分；其他为 null
   * @minimum 0
   */
  foreignAmount: FinanceWithdrawPreviewForeignAmount;
  /**
   * 预计到账时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  expectedArrivalAt: number;
  /** true 表示满足全部规则，可以提交 */
  allowed: boolean;
  /**
   * 不满足的规则（中文，带具体金额）；可以提现时为空
   * @maxItems 10
   */
  reasons: string[];
  /** 到账账户；未绑定时为 null */
  account: FinanceWithdrawPreviewAccount;
  /**
   * 接收提现验证码的手机号（脱敏）
   * @maxLength 20
   */
  smsPhoneMasked: string;
}
