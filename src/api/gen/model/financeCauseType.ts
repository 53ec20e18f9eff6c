
/**
 * order 订单（/order/detail?orderId=causeId）；afterSale 售后单；withdrawal 提现单；penalty 违规处罚；depositRecord 保证金记录；statement 对账单；activity 平台活动；adjustment 平台调账；remoteTask 远程任务（/remote-task/recruit-detail?recruitId=causeId）；taskSubmission 任务包提交（/school-employee/task-package/answer-detail?takeId=causeId）
 */
export type FinanceCauseType = typeof FinanceCauseType[keyof typeof FinanceCauseType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceCauseType = {
  order: 'order',
  afterSale: 'afterSale',
  withdrawal: 'withdrawal',
  penalty: 'penalty',
  depositRecord: 'depositRecord',
  statement: 'statement',
  activity: 'activity',
  adjustment: 'adjustment',
  remoteTask: 'remoteTask',
  taskSubmission: 'taskSubmission',
} as const;
