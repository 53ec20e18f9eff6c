import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The after-sale list's tab counts without scanning the cases (docs/after-sale.md「标签计数」), like order_counter for
 * orders: after_sale_counter holds, per company and case status, how many cases are in it. Every change of a case's
 * status moves it in the same transaction (server/modules/after-sale/service.ts: openCase, move, applySteps);
 * `recomputeCaseCounters` rebuilds it from the cases (bulk generators, repairs). Filled here from the cases already
 * there.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  await db.schema
    .createTable('after_sale_counter')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // after_sale.status (10 … 95).
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('n', big, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('after_sale_counter_pk', ['company_id', 'status'])
    .execute();
  await sql`INSERT INTO after_sale_counter (company_id, status, n) SELECT company_id, status, COUNT(*) FROM after_sale GROUP BY company_id, status`.execute(db);
}
