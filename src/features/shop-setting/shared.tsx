/** Small pieces the shop-setting screens share: money conversion, query keys, labels. */
import './shop-setting.css';

export const toYuan = (fen: number) => fen / 100;
export const toFen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

export const KEYS = {
  templates: '/xm-merchant/shop/freightTemplate/list',
  template: '/xm-merchant/shop/freightTemplate/detail',
  goodsTemplates: '/xm-merchant/goods/deliveryTemplate/list',
  info: '/xm-merchant/shop/info/detail',
  delivery: '/xm-merchant/shop/delivery/detail',
  announcements: '/xm-merchant/shop/announcement/list',
  trademarks: '/xm-merchant/shop/trademark/list',
} as const;

export const CHARGE_TYPES: Record<number, string> = { 1: '包邮', 2: '按件计费', 3: '按重量计费' };
export const WEEKDAYS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** "周一至周五 09:00-21:00" */
export function hoursText(h: { days: number[]; start: string; end: string }): string {
  const d = [...h.days].sort((a, b) => a - b);
  const consecutive = d.length > 2 && d.every((x, i) => i === 0 || x === d[i - 1]! + 1);
  const days = consecutive ? `${WEEKDAYS[d[0]!]}至${WEEKDAYS[d[d.length - 1]!]}` : d.map((x) => WEEKDAYS[x]).join('、');
  return `${days} ${h.start}-${h.end}`;
}
