import { areaJob } from '../../platform/area.ts';
/**
 * The content area's public face (docs/content.md). Its manifest (area.ts) registers the message consumer with the job
 * scheduler (every 30 s as a safety net; readers of the bell also catch up on demand) and the live kind
 * `message.` (every member; each refetches only their own messages).
 */


import { catchUp } from './messages.ts';

export { messagePass, catchUp, insertMessages, MESSAGE_RULES, MESSAGE_KINDS } from './messages.ts';

export const messagesJob = areaJob(
  'content.messages',
  async ({ db, now }) => {
    const n = await catchUp(db, now, 20);
    return n ? `生成站内信 ${n} 条` : undefined;
  },
  { everyMs: 30_000 },
);


/**
 * The live message consumer of a server process (server/main.ts): runs a pass whenever the event table has moved
 * past the cursor, checked every `everyMs` (two indexed reads when nothing is new). Several processes may run it at
 * once: the unique key per user and event keeps every message single. Returns a stop function.
 */
export function startMessageConsumer(db: import('../../db/index.ts').Db, now: () => number, opts: { everyMs?: number; log?: { error(o: unknown, m: string): void } } = {}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = catchUp(db, now(), 5)
      .catch((e) => opts.log?.error({ err: e }, '生成站内信失败'))
      .finally(() => {
        running = null;
      });
  }, opts.everyMs ?? 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
