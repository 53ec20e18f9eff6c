import type { HandlerMap, HandlerContext } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import type { TrackRow } from './buffer.ts';

interface TrackRecord {
  os: string;
  app: string;
  device: string;
  session: string;
  time: number;
  type: number;
  content: string;
  app_name?: string;
  first_menu_name?: string;
  second_menu_name?: string;
  ele_text?: string;
  url?: string;
}

async function ingest(ctx: HandlerContext<TrackRecord[]>) {
  const now = ctx.deps.clock.now();
  const rows: TrackRow[] = ctx.body.map((r) => ({
    session: r.session,
    os: r.os,
    app: r.app,
    device: r.device,
    type: r.type,
    content: r.content,
    app_name: r.app_name ?? null,
    first_menu_name: r.first_menu_name ?? null,
    second_menu_name: r.second_menu_name ?? null,
    ele_text: r.ele_text ?? null,
    url: r.url ?? null,
    time: r.time,
    received_at: now,
  }));
  if (!ctx.deps.track.push(rows)) throw fail('埋点服务繁忙，请稍后重试', -1);
  return { accepted: rows.length };
}

export const trackHandlers: HandlerMap = {
  trackLog: { tx: false, handle: ingest },
};
