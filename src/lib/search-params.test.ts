import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-params';

describe('parseSearch', () => {
  it('keeps long digit strings (order numbers) exact and parses the rest as JSON', () => {
    expect(parseSearch('?orderNo=20261116120000123456&tab=2&from=1793462400000&kinds=%5B%22settle%22%5D&name=abc')).toEqual({
      orderNo: '20261116120000123456',
      tab: 2,
      from: 1793462400000,
      kinds: ['settle'],
      name: 'abc',
    });
  });
  it('reads a quoted number as the string the app wrote', () => {
    expect(parseSearch('?orderNo=%2220261116120000123456%22')).toEqual({ orderNo: '20261116120000123456' });
  });
});
