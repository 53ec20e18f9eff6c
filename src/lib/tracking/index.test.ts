import { afterEach, describe, expect, it } from 'vitest';
import { initTracking, resolveTrackUrl, tracker } from './index';

afterEach(() => {
  tracker.stop();
  document.body.innerHTML = '';
});

describe('tracking singleton', () => {
  it('resolves the endpoint from env: VITE_TRACK_URL, else the API base + /xm-log/track', () => {
    expect(resolveTrackUrl({})).toBe('/xm-log/track');
    expect(resolveTrackUrl({ VITE_API_BASE_URL: 'https://api.example.cn/' })).toBe(
      'https://api.example.cn/xm-log/track',
    );
    expect(
      resolveTrackUrl({ VITE_API_BASE_URL: 'https://api.example.cn', VITE_TRACK_URL: 'https://log.example.cn/t' }),
    ).toBe('https://log.example.cn/t');
    expect(resolveTrackUrl({ VITE_TRACK_URL: '  ' })).toBe('/xm-log/track');
  });

  it('initTracking starts auto-capture once and reads menu names at click time', () => {
    let second = '订单列表';
    const returned = initTracking({ getMenuNames: () => ({ first: '订单', second }) });
    initTracking(); // idempotent; keeps the resolver
    expect(returned).toBe(tracker);
    expect(tracker.started).toBe(true);

    const before = tracker.pendingCount;
    document.body.innerHTML = '<button id="go">查询</button>';
    document.getElementById('go')!.click();
    second = '订单详情';
    const rec = tracker.trackClick(document.getElementById('go')!, 'button');
    expect(tracker.pendingCount).toBe(before + 2);
    expect(rec).toMatchObject({
      first_menu_name: '订单',
      second_menu_name: '订单详情',
      ele_text: '查询',
      app_name: '商家后台',
    });
  });
});
