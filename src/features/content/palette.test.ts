import { describe, expect, it } from 'vitest';
import { matchPages } from './palette-match';
import { validateHelpSearch, validateMessageSearch, validateRuleSearch } from './search';

describe('command palette', () => {
  it('matches pages by title first, then by pinyin initials', () => {
    const pages = [
      { href: '/order/list', title: '订单列表', group: '订单' },
      { href: '/order/after-sale', title: '售后列表', group: '订单' },
      { href: '/goods/list', title: '商品列表', group: '商品' },
    ];
    expect(matchPages(pages, 'ddlb').map((p) => p.href)).toEqual(['/order/list']);
    expect(matchPages(pages, 'DD').map((p) => p.href)).toEqual(['/order/list']);
    expect(matchPages(pages, '列表').map((p) => p.href)).toEqual(['/order/list', '/order/after-sale', '/goods/list']);
    expect(matchPages(pages, 'sh').map((p) => p.href)).toEqual(['/order/after-sale']);
    expect(matchPages(pages, '  ')).toEqual([]);
  });

  it('keeps only well-formed filters in the URL', () => {
    expect(validateMessageSearch({ category: 'afterSale', unread: '1' })).toEqual({ category: 'afterSale', unread: 1 });
    expect(validateMessageSearch({ category: 'nope', unread: 2 })).toEqual({});
    expect(validateRuleSearch({ id: '3', keyword: ' 发货 ', category: 'x' })).toEqual({ id: 3, keyword: '发货' });
    expect(validateHelpSearch({ route: '/order/list' })).toEqual({ route: '/order/list' });
    expect(validateHelpSearch({ route: 'javascript:alert(1)' })).toEqual({});
    expect(validateHelpSearch({ article: 'handle-after-sale' })).toEqual({ article: 'handle-after-sale' });
    expect(validateHelpSearch({ article: '../x' })).toEqual({});
  });
});
