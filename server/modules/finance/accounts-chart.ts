/**
 * The chart of accounts and the kinds of money events (docs/finance.md). Company accounts belong to one shop;
 * platform counter accounts are kept under company 0.
 */
export const PLATFORM = 0;

export const COMPANY_ACCOUNTS = ['pending', 'available', 'owed', 'frozen', 'withdrawing', 'deposit', 'marketing'] as const;
export const PLATFORM_ACCOUNTS = ['buyer_funds', 'commission', 'subsidy', 'bank_in', 'bank_out', 'penalty', 'marketing_cost', 'fee', 'tax', 'agent_reward', 'task_payout'] as const;
export type CompanyAccount = (typeof COMPANY_ACCOUNTS)[number];
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];
export type AccountCode = CompanyAccount | PlatformAccount;

export const ACCOUNT_TEXT: Record<AccountCode, string> = {
  pending: '待结算',
  available: '可提现',
  owed: '欠款',
  frozen: '冻结',
  withdrawing: '提现中',
  deposit: '保证金',
  marketing: '营销账户',
  buyer_funds: '买家支付清算',
  commission: '佣金收入',
  subsidy: '平台补贴支出',
  bank_in: '银行入账',
  bank_out: '银行出款',
  penalty: '罚款收入',
  marketing_cost: '营销费用',
  fee: '手续费收入',
  tax: '代扣税款',
  agent_reward: '校园代理奖励支出',
  task_payout: '远程任务奖励发放',
};

/** Limit checked at posting time: 0 none, 1 balance must stay ≥ 0, 2 balance must stay ≤ 0. */
export const LimitRule = { NONE: 0, NON_NEGATIVE: 1, NON_POSITIVE: 2 } as const;

export function limitOf(code: AccountCode): number {
  if (code === 'owed') return LimitRule.NON_POSITIVE;
  return (COMPANY_ACCOUNTS as readonly string[]).includes(code) ? LimitRule.NON_NEGATIVE : LimitRule.NONE;
}

export function isCompanyAccount(code: string): code is CompanyAccount {
  return (COMPANY_ACCOUNTS as readonly string[]).includes(code);
}
export function isPlatformAccount(code: string): code is PlatformAccount {
  return (PLATFORM_ACCOUNTS as readonly string[]).includes(code);
}

/** Every kind of money event, with the Chinese name the flow page shows. */
export const TX_KINDS = {
  'order.paid': '订单收入',
  'order.refund': '订单退款',
  'order.refund_settled': '结算后退款',
  'order.settle': '订单结算',
  'withdraw.create': '提现申请',
  'withdraw.paid': '提现成功',
  'withdraw.failed': '提现失败退回',
  'deposit.recharge': '保证金充值',
  'deposit.deduct': '保证金扣除',
  'deposit.refund': '保证金退还',
  'marketing.recharge': '营销账户充值',
  'marketing.deduct': '营销费用扣除',
  'funds.freeze': '资金冻结',
  'funds.unfreeze': '资金解冻',
  adjust: '平台调账',
  'agent.reward': '校园代理奖励发放',
  'agent.taskReward': '校园代理任务奖励',
  'remoteTask.freeze': '远程任务预算冻结',
  'remoteTask.pay': '远程任务奖励发放',
  'remoteTask.return': '远程任务预算退回',
} as const;
export type TxKind = keyof typeof TX_KINDS;
export const TX_KIND_LIST = Object.keys(TX_KINDS) as TxKind[];

/** What a flow line shows (the contract's FinanceFlowKind): one per entry. */
export const FLOW_KINDS = [
  'order_income',
  'settle',
  'commission',
  'subsidy',
  'refund',
  'penalty',
  'withdraw',
  'withdraw_paid',
  'withdraw_failed',
  'withdraw_fee',
  'withdraw_tax',
  'deposit_recharge',
  'deposit_refund',
  'marketing_recharge',
  'marketing_cost',
  'freeze',
  'unfreeze',
  'adjust',
  'task_reward',
] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

/** The flow kind of an entry that does not name its own. */
export const DEFAULT_FLOW: Record<TxKind, FlowKind> = {
  'order.paid': 'order_income',
  'order.refund': 'refund',
  'order.refund_settled': 'refund',
  'order.settle': 'settle',
  'withdraw.create': 'withdraw',
  'withdraw.paid': 'withdraw_paid',
  'withdraw.failed': 'withdraw_failed',
  'deposit.recharge': 'deposit_recharge',
  'deposit.deduct': 'penalty',
  'deposit.refund': 'deposit_refund',
  'marketing.recharge': 'marketing_recharge',
  'marketing.deduct': 'marketing_cost',
  'funds.freeze': 'freeze',
  'funds.unfreeze': 'unfreeze',
  adjust: 'adjust',
  // An agent's sales reward is a marketing cost of the shop (paid out of available to the platform, which pays the student).
  'agent.reward': 'marketing_cost',
  // A task package's reward is paid when the merchant approves the submission.
  'agent.taskReward': 'task_reward',
  'remoteTask.freeze': 'freeze',
  'remoteTask.pay': 'task_reward',
  'remoteTask.return': 'unfreeze',
};

/** What caused a money event (the contract's FinanceCauseType): the flow line links to it. */
export type CauseType = 'order' | 'afterSale' | 'withdrawal' | 'penalty' | 'depositRecord' | 'statement' | 'activity' | 'adjustment' | 'remoteTask' | 'taskSubmission';

/** Commission rate (basis points) for a level-1 category without its own row in fin_category_rate. */
export const DEFAULT_RATE_BP = 300;

/** Settlement happens N days after the buyer confirms receipt. */
export const SETTLE_DAYS = 7;

export const DAY_MS = 86_400_000;
/** China time (UTC+8), in which statement days and months are counted. */
export const TZ_OFFSET_MS = 8 * 3_600_000;

/** ms epoch of 00:00 (UTC+8) of the day containing `t`. */
export function dayStart(t: number): number {
  return Math.floor((t + TZ_OFFSET_MS) / DAY_MS) * DAY_MS - TZ_OFFSET_MS;
}

/** ms epoch of 00:00 (UTC+8) of the first day of the month containing `t`, and of the next month. */
export function monthRange(t: number): { start: number; end: number } {
  const d = new Date(t + TZ_OFFSET_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return { start: Date.UTC(y, m, 1) - TZ_OFFSET_MS, end: Date.UTC(y, m + 1, 1) - TZ_OFFSET_MS };
}

/** "¥1,234.50" for error messages (the screens format on their own). */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}¥${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
