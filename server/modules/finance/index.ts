/**
 * The finance module's public face: the only way any area moves money is `postTransaction` (or the order-shaped
 * helpers built on it), inside the caller's database transaction. See docs/finance.md.
 */
export { postTransaction, balancesOf, lockBalance, seedTopUp, addDaily, LedgerError, type TxSpec, type EntrySpec, type PostResult, type DailyDelta } from './ledger.ts';
export {
  ACCOUNT_TEXT,
  COMPANY_ACCOUNTS,
  PLATFORM_ACCOUNTS,
  PLATFORM,
  TX_KINDS,
  TX_KIND_LIST,
  SETTLE_DAYS,
  FLOW_KINDS,
  DEFAULT_FLOW,
  DEFAULT_RATE_BP,
  dayStart,
  monthRange,
  yuan,
  type AccountCode,
  type CompanyAccount,
  type PlatformAccount,
  type TxKind,
  type FlowKind,
  type CauseType,
} from './accounts-chart.ts';
export { recordOrderPaid, postRefund, settleOrder, settleDue, dueOrders, settleFigures, orderRateBp, RaceError } from './settlement.ts';
export { reconcile, type Discrepancy } from './reconcile.ts';
export { flowPage, flowEntries, presentFlow, overview, subsidyPage, subsidyActivities, type FlowFilter, type FlowLine } from './ledger-queries.ts';
export { statementPage, statementDetail, statementLines, periodOf, parseStatementNo } from './statements.ts';
// Money out and in, for other areas: penalties from the deposit (violations), its refund on close (shop closing), the
// shop's share of coupon and activity costs (marketing). Each runs in the caller's transaction, idempotent by its key.
export { deductDeposit, refundDepositOnClose } from './deposit.ts';
export { deductMarketing, rechargeMarketing } from './marketing.ts';
export { isUniqueViolation } from './withdraw.ts';
export { checkFinanceCode, consumeFinanceCode, sendFinanceCode } from './withdraw-sms.ts';
export { BulkLedger, type BulkOrder } from './generate.ts';
