import { useQueryClient } from '@tanstack/react-query';
import { formatTime } from '@/lib/dayjs';
import './activity.css';

/** What the 三创 round page's parts share: permission keys, award levels, the reads to refresh after a write. */
export const EDIT = ['activity.platform.list', 'activity.platform.manage'];
export const AWARD = ['activity.platform.list', 'activity.platform.pay'];
export const LEVEL_COLOR: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'purple' };

export const LEVELS = [
  { value: 1, label: '一等奖' },
  { value: 2, label: '二等奖' },
  { value: 3, label: '三等奖' },
  { value: 4, label: '优秀奖' },
];

export const LIVE_KEYS = [['/xm-merchant/activity/sanchuang/round'], ['/xm-merchant/activity/sanchuang/topic/list'], ['/xm-merchant/activity/sanchuang/team/list'], ['/xm-merchant/activity/sanchuang/award/list']];
export const day = (t: number) => formatTime(t, 'YYYY-MM-DD HH:mm');
export const PAGE = 100;

export function useRefreshAll() {
  const qc = useQueryClient();
  return () => {
    for (const k of LIVE_KEYS) void qc.invalidateQueries({ queryKey: k });
  };
}
