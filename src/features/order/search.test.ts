import { describe, expect, it } from 'vitest';
import { toFilter, validateEvaluateSearch, validateOrderSearch } from './search';

describe('order list search in the URL', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(validateOrderSearch({ tab: '2', buyerPhone: '13800000001', orderNo: 'abc', goodsId: '-1', deliveryType: 9, from: '1700000000000' })).toEqual({
      tab: 2,
      buyerPhone: '13800000001',
      from: 1700000000000,
    });
    expect(validateOrderSearch({ tab: 0 })).toEqual({});
  });
  it('maps to the contract filter', () => {
    expect(toFilter({ tab: 3, from: 1, to: 2, school: '浙江大学' })).toEqual({ tab: 3, createdFrom: 1, createdTo: 2, school: '浙江大学' });
  });
  it('parses evaluation flags', () => {
    expect(validateEvaluateSearch({ rating: '1', replied: '0', hasImages: 'x' })).toEqual({ rating: 1, replied: 0 });
  });
});
