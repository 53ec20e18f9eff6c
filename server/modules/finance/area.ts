import { defineArea } from '../../platform/area.ts';
import { financeLedgerHandlers } from './ledger-handlers.ts';
import { financeOpsHandlers } from './withdraw-handlers.ts';
import { settleJob } from './settlement.ts';
import { seedDemo, seedReference } from './seed.ts';

/** 账本、结算、提现、保证金、发票、对账单（docs/finance.md）. */
export const financeArea = defineArea({
  name: 'finance',
  handlers: { ...financeLedgerHandlers, ...financeOpsHandlers },
  jobs: [settleJob],
  seed: { seedReference, seedDemo },
  tables: [
    'fin_account', 'fin_tx', 'fin_entry', 'fin_order', 'fin_category_rate', 'fin_daily', 'fin_statement', 'fin_statement_dispute',
    'fin_bank_account', 'fin_yb_account', 'fin_sms_code', 'fin_withdraw', 'fin_deposit_rule', 'fin_deposit_record', 'fin_marketing_record', 'fin_invoice_title', 'fin_invoice', 'fin_invoice_month',
  ],
});
