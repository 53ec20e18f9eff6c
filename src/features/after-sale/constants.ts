import type { StatusMap } from '@/components/status-tag';
/** After-sale screen constants (the server's texts come with each row; these are for tabs, tags and forms). */
export const STATUS: StatusMap = {
  10: { text: '待商家处理', color: 'orange' },
  20: { text: '待买家退货', color: 'blue' },
  30: { text: '待商家收货', color: 'orange' },
  40: { text: '退款中', color: 'processing' },
  45: { text: '已退款', color: 'green' },
  50: { text: '换货待发货', color: 'orange' },
  60: { text: '换货已发货', color: 'blue' },
  70: { text: '换货完成', color: 'green' },
  80: { text: '已拒绝', color: 'red' },
  85: { text: '平台介入中', color: 'purple' },
  90: { text: '已撤销', color: 'default' },
  95: { text: '已关闭', color: 'default' },
};
export const TYPE: Record<number, string> = { 1: '仅退款', 2: '退货退款', 3: '换货' };
export const REFUSE_CODES: Record<string, string> = {
  used: '商品已使用，影响二次销售',
  no_evidence: '买家未提供有效凭证',
  over_period: '已超出售后期限',
  shipped_normal: '商品已正常发出，物流显示签收',
  agreed_other: '已与买家协商其他方案',
  other: '其他原因',
};
/** Refusal reasons that need evidence images (the server checks the same). */
export const EVIDENCE_REQUIRED = new Set(['used', 'shipped_normal']);
export const LOGISTICS: Record<string, string> = { SF: '顺丰速运', ZTO: '中通快递', YTO: '圆通速递', STO: '申通快递', YD: '韵达快递', JD: '京东物流', EMS: '中国邮政EMS', JT: '极兔速递', CAMPUS: '校园自配送' };
export const V_STATUS: StatusMap = {
  1: { text: '已生效', color: 'orange' },
  2: { text: '申诉中', color: 'processing' },
  3: { text: '申诉驳回', color: 'red' },
  4: { text: '已撤销', color: 'green' },
};
export const PAGE_SIZE = 50;
export const SOON_MS = 6 * 3_600_000;
