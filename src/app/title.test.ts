import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitle } from './title';

describe('page title (spec §1)', () => {
  it('is the route title, then " - ", then the back-office name', () => {
    expect(documentTitle(routeTitle([{ staticData: {} }, { staticData: { title: '商品列表' } }]))).toBe('商品列表 - 商家后台');
    expect(documentTitle(undefined)).toBe('商家后台');
  });
  it('names the activity lists by their activity type', () => {
    expect(routeTitle([{ staticData: { title: '活动报名列表' }, context: { activityType: 4 } }])).toBe('折扣专区');
    expect(routeTitle([{ staticData: { title: '活动报名' }, context: { activityType: 4 } }])).toBe('活动报名');
  });
});
