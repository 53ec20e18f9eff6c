import { describe, expect, it } from 'vitest';
import { dayjs, formatMoney, formatTime } from './dayjs';

describe('dayjs setup', () => {
  it('uses the zh-cn locale', () => {
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-25').format('dddd')).toBe('星期三');
  });

  it('starts the week on Monday', () => {
    const start = dayjs('2026-11-25').startOf('week');
    expect(start.format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(start.day()).toBe(1);
    expect(dayjs('2026-11-29').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-23'); // a Sunday
    expect(dayjs.localeData().firstDayOfWeek()).toBe(1);
    expect(dayjs('2026-11-23').weekday()).toBe(0);
  });

  it('has the plugins the app uses', () => {
    expect(dayjs('2026-11-25', 'YYYY-MM-DD', true).isValid()).toBe(true);
    expect(dayjs('25/11/2026', 'DD/MM/YYYY').format('YYYY-MM-DD')).toBe('2026-11-25');
    expect(dayjs('2026-11-25').isBetween('2026-11-01', '2026-11-30')).toBe(true);
    expect(dayjs('2026-11-25').quarter()).toBe(4);
    expect(dayjs('2026-11-25').week()).toBeGreaterThan(40);
    expect(dayjs('2026-11-25').from(dayjs('2026-11-28'))).toBe('3 天前');
  });
});

describe('formatTime', () => {
  const ms = new Date(2026, 10, 25, 8, 5, 9).getTime(); // local time

  it('formats ms epoch as YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatTime(ms)).toBe('2026-11-25 08:05:09');
  });

  it('takes another format', () => {
    expect(formatTime(ms, 'YYYY年M月D日')).toBe('2026年11月25日');
  });

  it('shows - for null, undefined and invalid times', () => {
    expect(formatTime(null)).toBe('-');
    expect(formatTime(undefined)).toBe('-');
    expect(formatTime(Number.NaN)).toBe('-');
  });

  it('formats 0 (the epoch), not -', () => {
    expect(formatTime(0)).not.toBe('-');
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, '¥1,234.50'],
    [0, '¥0.00'],
    [1, '¥0.01'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [100000, '¥1,000.00'],
    [123456789, '¥1,234,567.89'],
    [-100, '-¥1.00'],
    [-123450, '-¥1,234.50'],
    [-0, '¥0.00'],
  ])('%d fen → %s', (fen, text) => {
    expect(formatMoney(fen)).toBe(text);
  });

  it('shows - for null, undefined and non-finite values', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(Infinity)).toBe('-');
  });

  it('rounds a fractional fen', () => {
    expect(formatMoney(100.6)).toBe('¥1.01');
  });
});
