/**
 * Formatting for the landing page without dayjs: the page must stay inside the first-paint budget and dayjs (with
 * its locale and plugins) is not otherwise needed to paint it. Same output as lib/dayjs formatMoney.
 */
const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function money(fen: number): string {
  return `${fen < 0 ? '-' : ''}¥${yuan.format(Math.abs(fen) / 100)}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'MM-DD HH:mm' in local time. */
export function shortTime(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** 'HH:mm:ss' in local time. */
export function clock(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
