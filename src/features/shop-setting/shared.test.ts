import { describe, expect, it } from 'vitest';
import { hoursText, toFen, toYuan } from './shared';
import { validateTemplateEditSearch } from './search';

describe('shop-setting helpers', () => {
  it('converts yuan and fen without float drift', () => {
    expect(toFen(3.5)).toBe(350);
    expect(toFen(0.29)).toBe(29);
    expect(toFen(null)).toBe(0);
    expect(toYuan(1999)).toBe(19.99);
  });

  it('writes business hours the way buyers read them', () => {
    expect(hoursText({ days: [5, 1, 2, 3, 4], start: '09:00', end: '21:00' })).toBe('周一至周五 09:00-21:00');
    expect(hoursText({ days: [6, 7], start: '10:00', end: '18:00' })).toBe('周六、周日 10:00-18:00');
    expect(hoursText({ days: [1, 3, 5], start: '08:00', end: '12:00' })).toBe('周一、周三、周五 08:00-12:00');
  });

  it('keeps only a valid template id in the address bar', () => {
    expect(validateTemplateEditSearch({ templateId: '12' })).toEqual({ templateId: 12 });
    expect(validateTemplateEditSearch({ templateId: 'x' })).toEqual({});
    expect(validateTemplateEditSearch({ templateId: 0 })).toEqual({});
  });
});
