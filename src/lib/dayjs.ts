/**
 * The one place dayjs is configured: import `dayjs` from here, not from 'dayjs'.
 * Locale zh-cn with the week starting on Monday (spec §1). Only official plugins.
 * Plugins and the locale come from the CommonJS entry points, the same dayjs
 * copy antd's pickers use (there must be exactly one, see stack notes).
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isBetween from 'dayjs/plugin/isBetween';
import localeData from 'dayjs/plugin/localeData';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';
import relativeTime from 'dayjs/plugin/relativeTime';
import updateLocale from 'dayjs/plugin/updateLocale';
import weekday from 'dayjs/plugin/weekday';
import weekOfYear from 'dayjs/plugin/weekOfYear';

dayjs.extend(customParseFormat);
dayjs.extend(isBetween);
dayjs.extend(localeData);
dayjs.extend(quarterOfYear);
dayjs.extend(relativeTime);
dayjs.extend(updateLocale);
dayjs.extend(weekday);
dayjs.extend(weekOfYear);

dayjs.locale('zh-cn');
dayjs.updateLocale('zh-cn', { weekStart: 1 });

export { dayjs };
export type { Dayjs } from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** ms epoch → local time text; null, undefined or an invalid time → '-'. */
export function formatTime(ms: number | null | undefined, fmt: string = DATE_TIME_FORMAT): string {
  if (ms == null) return '-';
  const d = dayjs(ms);
  return d.isValid() ? d.format(fmt) : '-';
}

/** Integer fen → '¥1,234.50' ('-¥1.00' when negative); null, undefined or not finite → '-'. */
export function formatMoney(fen: number | null | undefined): string {
  if (fen == null || !Number.isFinite(fen)) return '-';
  const cents = Math.round(Math.abs(fen));
  const yuan = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = fen < 0 && cents > 0 ? '-' : '';
  return `${sign}¥${yuan}.${String(cents % 100).padStart(2, '0')}`;
}
