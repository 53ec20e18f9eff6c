/** Finance texts shared by the finance screens (the contract's enums: FinanceAccount, FinanceFlowKind, statuses). */
import type { FinanceAccount, FinanceCauseType, FinanceFlowKind } from '@/api/gen/model';
import type { StatusMap } from '@/components/status-tag';

export const ACCOUNTS: Record<FinanceAccount, string> = {
  available: '可提现',
  pending: '待结算',
  frozen: '冻结',
  withdrawing: '提现中',
  deposit: '保证金',
  marketing: '营销资金',
  owed: '欠款',
};
export const ACCOUNT_KEYS = Object.keys(ACCOUNTS) as FinanceAccount[];

export const FLOW_KINDS: Record<FinanceFlowKind, string> = {
  order_income: '订单收入',
  settle: '结算转入',
  commission: '平台佣金',
  subsidy: '平台补贴',
  refund: '订单退款',
  penalty: '违规扣款',
  withdraw: '提现申请',
  withdraw_paid: '提现到账',
  withdraw_failed: '提现失败退回',
  withdraw_fee: '提现手续费',
  withdraw_tax: '代扣税费',
  deposit_recharge: '保证金充值',
  deposit_refund: '保证金退还',
  marketing_recharge: '营销资金充值',
  marketing_cost: '营销扣费',
  freeze: '资金冻结',
  unfreeze: '资金解冻',
  adjust: '平台调账',
  task_reward: '任务奖励发放',
};
export const FLOW_KIND_KEYS = Object.keys(FLOW_KINDS) as FinanceFlowKind[];

/** Flow kinds grouped for the type filter (a merchant thinks in these groups, not in 18 kinds). */
export const FLOW_KIND_GROUPS: { label: string; kinds: FinanceFlowKind[] }[] = [
  { label: '订单', kinds: ['order_income', 'settle', 'refund', 'commission', 'subsidy'] },
  { label: '提现', kinds: ['withdraw', 'withdraw_paid', 'withdraw_failed', 'withdraw_fee', 'withdraw_tax'] },
  { label: '保证金与营销', kinds: ['deposit_recharge', 'deposit_refund', 'marketing_recharge', 'marketing_cost'] },
  { label: '其他', kinds: ['penalty', 'freeze', 'unfreeze', 'task_reward', 'adjust'] },
];

export const CAUSES: Record<FinanceCauseType, string> = {
  order: '订单',
  afterSale: '售后单',
  withdrawal: '提现单',
  penalty: '违规处罚',
  depositRecord: '保证金记录',
  statement: '对账单',
  activity: '平台活动',
  adjustment: '平台调账',
  remoteTask: '远程任务',
  taskSubmission: '任务包提交',
};

export type { StatusText } from '@/components/status-tag';

export const STATEMENT_STATUS: StatusMap = {
  0: { text: '待确认', color: 'orange' },
  1: { text: '已确认', color: 'green' },
  2: { text: '有异议', color: 'red' },
  3: { text: '异议已处理', color: 'blue' },
};

export const WITHDRAW_STATUS: StatusMap = {
  0: { text: '处理中', color: 'processing' },
  1: { text: '已到账', color: 'green' },
  2: { text: '失败已退回', color: 'red' },
};

export const WITHDRAW_CHANNELS = { normal: '普通提现', cross: '跨境提现', tax: '完税提现' } as const;

export const DEPOSIT_TYPES = { recharge: '充值', deduction: '扣除', refund: '退还' } as const;
export const DEPOSIT_STATUS: StatusMap = {
  0: { text: '待平台确认', color: 'orange' },
  1: { text: '已完成', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};

export const SUBSIDY_STATUS: StatusMap = {
  0: { text: '待结算', color: 'orange' },
  1: { text: '已结算', color: 'green' },
  2: { text: '已取消', color: 'default' },
};

export const INVOICE_TYPES: Record<number, string> = { 1: '电子普通发票', 2: '电子专用发票' };
export const INVOICE_STATUS: StatusMap = {
  0: { text: '待开票', color: 'orange' },
  1: { text: '已开票', color: 'green' },
  2: { text: '已驳回', color: 'red' },
  3: { text: '已红冲', color: 'default' },
};

export const YB_STATUS: StatusMap = {
  0: { text: '未开通', color: 'default' },
  1: { text: '资料审核中', color: 'processing' },
  2: { text: '已开通', color: 'green' },
  3: { text: '已驳回', color: 'red' },
};

export const COMPANY_TYPES: Record<number, string> = { 1: '企业', 2: '个体工商户', 3: '小微商户', 4: '跨境企业' };
export const ACCOUNT_TYPES: Record<number, string> = { 1: '对公账户', 2: '经营者个人账户' };

/** The statement formula, as the spec writes it. */
export const FORMULA_TEXT = '订单收入 − 退款 − 平台佣金 + 平台补贴 − 扣款 = 结算金额';

export const PAGE_SIZE = 50;
