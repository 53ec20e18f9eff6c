
/**
 * order_income 订单收入（买家付款，进入待结算）；settle 结算转入（待结算转为可提现，金额为订单收入扣除退款）；commission 平台佣金（结算时按类目费率扣除）；subsidy 平台补贴（结算时随订单入账）；refund 订单退款（结算前从待结算扣，结算后从可提现扣，可致欠款）；penalty 违规扣款（从保证金或可提现扣除）；withdraw 提现申请（可提现转入提现中）；withdraw_paid 提现到账（提现中转出到银行账户）；withdraw_failed 提现失败退回（提现中退回可提现）；withdraw_fee 提现手续费；withdraw_tax 代扣税费（完税提现）；deposit_recharge 保证金充值（平台确认到账）；deposit_refund 保证金退还（关店后退回）；marketing_recharge 营销资金充值（从可提现转入）；marketing_cost 营销扣费（优惠券、活动中商家承担的部分）；freeze 资金冻结（可提现转入冻结）；unfreeze 资金解冻（冻结转回可提现）；adjust 平台调账；task_reward 任务奖励发放（远程任务通过审核的奖励从冻结的预算付出；任务包通过审核的奖励从可提现付出）
 */
export type FinanceFlowKind = typeof FinanceFlowKind[keyof typeof FinanceFlowKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceFlowKind = {
  order_income: 'order_income',
  settle: 'settle',
  commission: 'commission',
  subsidy: 'subsidy',
  refund: 'refund',
  penalty: 'penalty',
  withdraw: 'withdraw',
  withdraw_paid: 'withdraw_paid',
  withdraw_failed: 'withdraw_failed',
  withdraw_fee: 'withdraw_fee',
  withdraw_tax: 'withdraw_tax',
  deposit_recharge: 'deposit_recharge',
  deposit_refund: 'deposit_refund',
  marketing_recharge: 'marketing_recharge',
  marketing_cost: 'marketing_cost',
  freeze: 'freeze',
  unfreeze: 'unfreeze',
  adjust: 'adjust',
  task_reward: 'task_reward',
} as const;
