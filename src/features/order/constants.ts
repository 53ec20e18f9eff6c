/** Order texts shared by the order screens (the server's enums: openapi OrderStatus, DeliveryType, LogisticsCompany). */
export const STATUS: Record<number, { text: string; color: string }> = {
  1: { text: '待付款', color: 'orange' },
  2: { text: '待发货', color: 'blue' },
  3: { text: '已发货', color: 'cyan' },
  4: { text: '已完成', color: 'green' },
  5: { text: '已关闭', color: 'default' },
};

export const TABS = [
  { key: 0, label: '全部', count: 'all' },
  { key: 1, label: '待付款', count: 'toPay' },
  { key: 2, label: '待发货', count: 'toShip' },
  { key: 3, label: '已发货', count: 'shipped' },
  { key: 4, label: '已完成', count: 'completed' },
  { key: 5, label: '已关闭', count: 'closed' },
  { key: 6, label: '售后中', count: 'afterSale' },
] as const;

export const DELIVERY: Record<number, string> = { 1: '快递配送', 2: '校园配送', 3: '到店自提' };

export const LOGISTICS = [
  { value: 'SF', label: '顺丰速运' },
  { value: 'ZTO', label: '中通快递' },
  { value: 'YTO', label: '圆通速递' },
  { value: 'STO', label: '申通快递' },
  { value: 'YD', label: '韵达快递' },
  { value: 'JD', label: '京东物流' },
  { value: 'EMS', label: '中国邮政EMS' },
  { value: 'JT', label: '极兔速递' },
  { value: 'CAMPUS', label: '校园自配送' },
] as const;
export type LogisticsCode = (typeof LOGISTICS)[number]['value'];
export const logisticsName = (code: string | null | undefined) => LOGISTICS.find((l) => l.value === code)?.label ?? code ?? '-';

export const TRACKING_NO = /^[A-Za-z0-9-]{6,30}$/;
export const PRIVACY_KEY = 'order.privacy.view';
