
export const yuan = (fen: number | null | undefined) => (fen == null ? '—' : `¥${(fen / 100).toFixed(2)}`);
export const toFen = (y: number | null | undefined) => (y == null ? 0 : Math.round(y * 100));
export const STATE_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'red' };
export const TYPE_TEXT: Record<number, string> = { 21: '校园团', 2: '秒杀', 4: '折扣专区' };
export const PHASE_COLOR: Record<number, string> = { 1: 'default', 2: 'green', 3: 'orange', 4: 'blue', 5: 'default' };
export const ENTRY_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };
export const K = { coupons: '/xm-merchant/marketing/coupon/list', frs: '/xm-merchant/activity/fullReduction/list' } as const;

export { int, validateIdSearch, validatePhaseSearch, validateStateSearch } from './search';

