/**
 * The [view key, operate key] pairs the screens check before showing a write (the same pairs the contract's
 * `x-permission` declares; server/lib/permission-keys.ts OPERATE_KEYS). The owner holds them all.
 */
export const OP = {
  goodsEdit: ['goods.list', 'goods.edit'],
  cardEdit: ['virtual.card.list', 'virtual.card.edit'],
  brandEdit: ['goods.brand.detail', 'goods.brand.edit'],
  orderShip: ['order.list', 'order.ship'],
  orderClose: ['order.list', 'order.close'],
  orderEdit: ['order.list', 'order.edit'],
  orderExport: ['order.list', 'order.export'],
  evaluationReply: ['order.evaluation.list', 'order.evaluation.reply'],
  financeWithdraw: ['finance.stat', 'finance.withdraw'],
  financePay: ['finance.stat', 'finance.pay'],
  flowExport: ['finance.stream.list', 'finance.stream.export'],
  statementHandle: ['finance.statement', 'finance.handle'],
  statementExport: ['finance.statement', 'finance.export'],
  depositPay: ['finance.deposit.list', 'finance.deposit.pay'],
  invoiceEdit: ['invoice.list', 'invoice.edit'],
  invoiceExport: ['invoice.list', 'invoice.export'],
} as const satisfies Record<string, readonly [string, string]>;
