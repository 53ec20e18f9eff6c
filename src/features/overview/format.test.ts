import { describe, expect, it } from 'vitest';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { clock, money, shortTime } from './format';

describe('overview formatting matches lib/dayjs', () => {
  it('formats fen like formatMoney', () => {
    for (const v of [0, 1, 99, 100, 123456, 100000000, -250]) expect(money(v)).toBe(formatMoney(v));
  });
  it('formats times like formatTime', () => {
    const t = 1748764860000;
    expect(shortTime(t)).toBe(formatTime(t, 'MM-DD HH:mm'));
    expect(clock(t)).toBe(formatTime(t, 'HH:mm:ss'));
  });
});
