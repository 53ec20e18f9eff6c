import type { Db } from '../db/index.ts';

export async function audit(
  db: Db,
  row: { companyId: number | null; userId: number | null; actor: string; action: string; detail?: unknown },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      company_id: row.companyId,
      user_id: row.userId,
      actor: row.actor,
      action: row.action,
      detail: row.detail === undefined ? null : JSON.stringify(row.detail),
      created_at: Date.now(),
    })
    .execute();
}
