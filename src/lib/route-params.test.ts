import { describe, expect, it } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import { BadParamError, parseActivityType, parseErpPartner, parseErpVendor, parseId, parseSanchuangType } from './route-params';

function rejects(fn: () => unknown, message: string) {
  try {
    fn();
  } catch (err) {
    expect(isNotFound(err)).toBe(true);
    const data = (err as { data?: unknown }).data;
    expect(data).toBeInstanceOf(BadParamError);
    expect((data as Error).message).toBe(message);
    return;
  }
  throw new Error('expected a notFound');
}

describe('route params', () => {
  it('accepts only the activity types 21, 2 and 4', () => {
    expect(parseActivityType('21')).toBe(21);
    expect(parseActivityType('2')).toBe(2);
    expect(parseActivityType('4')).toBe(4);
    rejects(() => parseActivityType('3'), '活动类型无效：3');
    rejects(() => parseActivityType('021'), '活动类型无效：021');
    rejects(() => parseActivityType('abc'), '活动类型无效：abc');
  });
  it('accepts positive integer ids only', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('9007199254740991')).toBe(9007199254740991);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '99999999999999999']) rejects(() => parseId(bad), `编号无效：${bad}`);
  });
  it('accepts the listed ERP vendors and partners only', () => {
    expect(parseErpVendor('jushuitan')).toBe('jushuitan');
    expect(parseErpPartner('yang800')).toBe('yang800');
    rejects(() => parseErpVendor('taobao'), 'ERP 服务商无效：taobao');
    rejects(() => parseErpVendor('toString'), 'ERP 服务商无效：toString');
    rejects(() => parseErpPartner('jushuitan'), '跨境合作方无效：jushuitan');
  });
  it('accepts the 三创 pages topic, team and award', () => {
    expect(parseSanchuangType('team')).toBe('team');
    rejects(() => parseSanchuangType('4'), '三创页面无效：4');
    rejects(() => parseSanchuangType('toString'), '三创页面无效：toString');
  });
});
