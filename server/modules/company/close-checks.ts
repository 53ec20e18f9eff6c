import type { Db } from '../../db/index.ts';
import { balancesOf, yuan } from '../finance/index.ts';
import { OrderStatus } from '../order/index.ts';
import { openCaseCount } from '../after-sale/index.ts';

/**
 * What must hold before a shop may close (docs/company.md). Each check names what is wrong and links to the page
 * that fixes it. Closing evaluates the whole list again inside its own transaction, so a check that failed between
 * the page and the confirmation refuses the close.
 *
 * Adding a check: append a `CloseCheckDef` to CLOSE_CHECKS (one line per area); `evaluate` reads only, in the
 * caller's transaction, and answers `{ ok, detail }`.
 */
export interface CloseCheck {
  key: string;
  /** What must hold, as the page lists it (没有未完成的订单). */
  label: string;
  ok: boolean;
  /** Why it fails (还有 2 个未完成的订单…), or what was checked when it holds. */
  detail: string;
  /** The page where the merchant fixes it. */
  link: string;
}

export interface CloseCheckDef {
  key: string;
  label: string;
  link: string;
  evaluate(db: Db, companyId: number): Promise<{ ok: boolean; detail: string }>;
}

const count = (r: { n: number | string | bigint } | undefined) => Number(r?.n ?? 0);

// ---------------------------------------------------------------------- after-sale ----
/**
 * How many after-sale matters of the company are still open: cases (return disputes included) and violation appeals
 * awaiting the platform, counted by the after-sale module itself (docs/after-sale.md).
 */
export let openAfterSaleCases: (db: Db, companyId: number) => Promise<number> = openCaseCount;

/** Tests only: replaces the after-sale count (the slot above), returns the previous one. */
export function setOpenAfterSaleCases(fn: typeof openAfterSaleCases): typeof openAfterSaleCases {
  const prev = openAfterSaleCases;
  openAfterSaleCases = fn;
  return prev;
}

// ------------------------------------------------------------------------ checks ----
const OPEN_ORDER_TEXT: Record<number, string> = { [OrderStatus.TO_PAY]: '待付款', [OrderStatus.TO_SHIP]: '待发货', [OrderStatus.SHIPPED]: '已发货' };

const ordersCheck: CloseCheckDef = {
  key: 'orders',
  label: '没有未完成的订单',
  link: '/order/list',
  async evaluate(db, companyId) {
    const rows = await db
      .selectFrom('orders')
      .select(['status', (e) => e.fn.countAll<number>().as('n')])
      .where('company_id', '=', companyId)
      .where('status', 'in', [OrderStatus.TO_PAY, OrderStatus.TO_SHIP, OrderStatus.SHIPPED])
      .groupBy('status')
      .execute();
    const total = rows.reduce((s, r) => s + Number(r.n), 0);
    if (!total) return { ok: true, detail: '所有订单均已完成或关闭' };
    const parts = rows
      .sort((a, b) => a.status - b.status)
      .map((r) => `${OPEN_ORDER_TEXT[r.status]} ${Number(r.n)}`)
      .join('、');
    return { ok: false, detail: `还有 ${total} 个未完成的订单（${parts}）：请发货并等待买家确认收货，或关闭未付款的订单` };
  },
};

const afterSaleCheck: CloseCheckDef = {
  key: 'afterSale',
  label: '没有处理中的售后单、退货纠纷与违规申诉',
  link: '/order/after-sale',
  async evaluate(db, companyId) {
    const n = await openAfterSaleCases(db, companyId);
    return n ? { ok: false, detail: `还有 ${n} 个处理中的售后单、纠纷或申诉：请处理完毕` } : { ok: true, detail: '没有处理中的售后单、纠纷或申诉' };
  },
};

/** Money the shop still holds or owes; the deposit is not here: closing refunds it. */
const BALANCE_ACCOUNTS = [
  ['pending', '待结算'],
  ['available', '可提现'],
  ['frozen', '冻结'],
  ['withdrawing', '提现中'],
  ['marketing', '营销账户'],
  ['owed', '欠款'],
] as const;

const balanceCheck: CloseCheckDef = {
  key: 'balance',
  label: '账户余额已结清',
  link: '/finance/overview',
  async evaluate(db, companyId) {
    const b = await balancesOf(db, companyId);
    const left = BALANCE_ACCOUNTS.filter(([k]) => (b[k] ?? 0) !== 0).map(([k, name]) => `${name} ${yuan(Math.abs(b[k]!))}`);
    if (!left.length) return { ok: true, detail: '各账户余额均为 ¥0.00（保证金在关店后退还）' };
    return { ok: false, detail: `账户中还有${left.join('、')}：请全部提现到结算账户（待结算的款项结算后再提现），欠款须先补足` };
  },
};

const disputeCheck: CloseCheckDef = {
  key: 'disputes',
  label: '没有待处理的异议与申诉',
  link: '/finance/account-statement',
  async evaluate(db, companyId) {
    // Statement disputes now; after-sale disputes and violation appeals join this list when their areas land.
    const n = count(
      await db
        .selectFrom('fin_statement_dispute')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    return n ? { ok: false, detail: `还有 ${n} 条对账异议等待平台处理` } : { ok: true, detail: '没有待平台处理的对账异议' };
  },
};

const depositCheck: CloseCheckDef = {
  key: 'deposit',
  label: '没有待确认的保证金充值',
  link: '/finance/deposit',
  async evaluate(db, companyId) {
    const n = count(
      await db
        .selectFrom('fin_deposit_record')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('kind', '=', 1)
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    return n ? { ok: false, detail: `还有 ${n} 笔保证金充值等待平台确认，确认或驳回后才能退还保证金` } : { ok: true, detail: '保证金将在关店时全额退还' };
  },
};

/** Every check, in the order the page lists them. */
export const CLOSE_CHECKS: CloseCheckDef[] = [ordersCheck, afterSaleCheck, balanceCheck, disputeCheck, depositCheck];

/** Evaluates every check for a company. */
export async function evaluateCloseChecks(db: Db, companyId: number, defs: readonly CloseCheckDef[] = CLOSE_CHECKS): Promise<CloseCheck[]> {
  const out: CloseCheck[] = [];
  for (const d of defs) {
    const r = await d.evaluate(db, companyId);
    out.push({ key: d.key, label: d.label, link: d.link, ok: r.ok, detail: r.detail });
  }
  return out;
}
