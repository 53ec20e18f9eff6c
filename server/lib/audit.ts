import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/index.ts';

/** Set while one request's write runs (app.ts): whether its handler recorded an audit row of its own. */
const trail = new AsyncLocalStorage<{ wrote: boolean }>();

export async function audit(
  db: Db,
  row: { companyId: number | null; userId: number | null; actor: string; action: string; detail?: unknown; at?: number },
): Promise<void> {
  const t = trail.getStore();
  if (t) t.wrote = true;
  await db
    .insertInto('audit_log')
    .values({
      company_id: row.companyId,
      user_id: row.userId,
      actor: row.actor,
      action: row.action,
      detail: row.detail === undefined ? null : JSON.stringify(row.detail),
      created_at: row.at ?? Date.now(),
    })
    .execute();
}

/**
 * Runs one write and tells whether it called audit(). app.ts records a generic row (`<tag>.<operationId>`, with the
 * request's fields) for a signed-in write that recorded none, so the operation log lists every write of every area.
 */
export async function withAuditTrail<T>(fn: () => Promise<T>): Promise<{ result: T; audited: boolean }> {
  const store = { wrote: false };
  const result = await trail.run(store, fn);
  return { result, audited: store.wrote };
}

/**
 * Tells app.ts that this write changed nothing (a retried request answered from its first run), so the operation log
 * gets no generic row for it: the first run's row already says what happened.
 */
export function auditNotNeeded(): void {
  const t = trail.getStore();
  if (t) t.wrote = true;
}

/** Field names never copied into the log (secrets, file contents). */
const SECRET = /password|pwd|smscode|^code$|token|base64|content$|file$/i;

/** A request body as the operation log keeps it: no secrets or file bytes, long text and lists cut short. */
export function requestSummary(body: unknown, depth = 0): unknown {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body.length > 200 ? `${body.slice(0, 200)}…` : body;
  if (typeof body !== 'object') return body;
  if (Buffer.isBuffer(body) || depth > 4) return '…';
  if (Array.isArray(body)) {
    const items = body.slice(0, 20).map((v) => requestSummary(v, depth + 1));
    return body.length > 20 ? [...items, `…共 ${body.length} 项`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (SECRET.test(k)) continue;
    if (v && typeof v === 'object' && 'data' in v && Buffer.isBuffer((v as { data: unknown }).data)) {
      out[k] = `文件：${String((v as { filename?: string }).filename ?? '')}`;
      continue;
    }
    out[k] = requestSummary(v, depth + 1);
  }
  return out;
}
