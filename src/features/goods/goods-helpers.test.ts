import { describe, expect, it } from 'vitest';
import { validateGoodsListSearch } from './search';
import { categoryPathIds, categoryTree, comboKey, specCombos, toFen, toYuan } from './shared';

describe('goods list search params', () => {
  it('keeps well-formed filters and drops garbage from a hand-edited URL', () => {
    expect(validateGoodsListSearch({ tab: '5', keyword: ' 帆布 ', priceMin: '1000', priceMax: 'x', sortBy: 'price', sortOrder: 'asc', pageSize: '500' })).toEqual({
      tab: 5,
      keyword: '帆布',
      priceMin: 1000,
      sortBy: 'price',
      sortOrder: 'asc',
      pageSize: 500,
    });
    expect(validateGoodsListSearch({ tab: 9, categoryId: -3, stockMin: 1.5, sortBy: 'id', pageSize: 7, createdFrom: '1700000000000' })).toEqual({ createdFrom: 1700000000000 });
  });
});

describe('goods editor helpers', () => {
  it('makes one SKU row per combination of spec values, in order', () => {
    expect(specCombos([['红', '蓝'], ['S', 'M', 'L']]).map(comboKey)).toEqual(['红 / S', '红 / M', '红 / L', '蓝 / S', '蓝 / M', '蓝 / L']);
    expect(specCombos([])).toEqual([[]]);
    expect(comboKey([])).toBe('默认');
  });
  it('converts yuan and fen without float drift', () => {
    expect(toFen(19.9)).toBe(1990);
    expect(toFen(0.29)).toBe(29);
    expect(toFen(null)).toBeNull();
    expect(toYuan(1990)).toBe(19.9);
  });
  it('builds the 3-level category tree and the path to a leaf', () => {
    const list = [
      { categoryId: 1, parentId: 0, level: 1, name: '食品', requiredAptitudes: ['食品经营许可证'] },
      { categoryId: 2, parentId: 1, level: 2, name: '零食', requiredAptitudes: ['食品经营许可证'] },
      { categoryId: 3, parentId: 2, level: 3, name: '坚果', requiredAptitudes: ['食品经营许可证'] },
    ];
    expect(categoryTree(list)[0]?.children?.[0]?.children?.[0]).toEqual({ value: 3, label: '坚果', required: ['食品经营许可证'] });
    expect(categoryPathIds(list, 3)).toEqual([1, 2, 3]);
  });
});
