import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { activityGroups, useActivityGroups } from '@/api/gen/endpoints/activity/activity';
import type { MkGroup } from '@/api/gen/model';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import type { ActivityType } from '@/lib/constants';
import { formatTime } from '@/lib/dayjs';
import { useLiveInvalidate } from '@/lib/live';
import { useServerNow } from '@/lib/server-clock';
import { yuan } from './shared';
import { LoadError } from '@/components/load-error';

const PAGE = 20;
const GROUP_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };
const TABS = [
  { key: 0, label: '全部', count: 'all' },
  { key: 1, label: '拼团中', count: 'open' },
  { key: 2, label: '已成团', count: 'done' },
  { key: 3, label: '未成团', count: 'refunded' },
] as const;
const LIVE_KEYS = [['/xm-merchant/activity/groups'], ['/xm-merchant/activity/data']];

/** Time left before the group's deadline on the platform clock (re-rendered each minute). */
function GroupCountdown({ deadline }: { deadline: number }) {
  const now = useServerNow();
  const left = deadline - now;
  if (left <= 0) return <span className="xm-mk-danger-text">已到截止时间，平台处理中</span>;
  const h = Math.floor(left / 3_600_000);
  const m = Math.floor((left % 3_600_000) / 60_000);
  return <span className={left < 3_600_000 ? 'xm-mk-danger-text' : undefined}>剩 {h} 小时 {m} 分</span>;
}

/**
 * The groups of a campus-group goods on its data page: state tabs with counts (in the URL, `?groupState=`), a table of
 * groups (number, campus, opened, countdown or done time, members of size, filled by the platform, state, orders),
 * keyset pages.
 */
export function GroupSection({ activityType, activityId, goodsId, groupState }: { activityType: ActivityType; activityId: number; goodsId: number; groupState?: 1 | 2 | 3 }) {
  const navigate = useNavigate();
  const query = { activityId, goodsId, pageSize: PAGE, ...(groupState ? { state: groupState } : {}) };
  const q = useActivityGroups(query);
  useLiveInvalidate('activity.group', LIVE_KEYS);
  const key = String(groupState ?? 0);
  const [more, setMore] = useState<{ key: string; rows: MkGroup[]; cursor: string | null } | null>(null);
  const extra = more?.key === key ? more : null;
  const rows = [...(q.data?.list ?? []), ...(extra?.rows ?? [])];
  const cursor = extra ? extra.cursor : (q.data?.nextCursor ?? null);
  const loadMore = async () => {
    if (!cursor) return;
    const page = await activityGroups({ ...query, cursor }).catch(() => undefined);
    if (page) setMore({ key, rows: [...(extra?.rows ?? []), ...page.list], cursor: page.nextCursor });
  };
  const columns: DataColumn<MkGroup>[] = [
    { key: 'no', title: '团号', width: 150, render: (g) => g.groupNo },
    { key: 'campus', title: '学校校区', width: 150, render: (g) => `${g.school}${g.campus ? ` ${g.campus}` : ''}` },
    { key: 'opened', title: '开团时间', width: 100, render: (g) => formatTime(g.openedAt, 'MM-DD HH:mm') },
    {
      key: 'deadline',
      title: '截止 / 结束',
      width: 150,
      render: (g) => (g.state === 1 ? <GroupCountdown deadline={g.deadlineAt} /> : g.doneAt ? `${g.state === 2 ? '成团' : '退款'}于 ${formatTime(g.doneAt, 'MM-DD HH:mm')}` : '—'),
    },
    { key: 'members', title: '参团 / 成团', width: 90, align: 'right', render: (g) => `${g.members} / ${g.size}` },
    { key: 'filled', title: '平台补足', width: 80, align: 'right', render: (g) => (g.filled ? `${g.filled} 人` : '—') },
    {
      key: 'state',
      title: '状态',
      width: 110,
      render: (g) => (
        <span className="xm-mk-group-state">
          <StatusTag color={GROUP_COLOR[g.state]}>{g.stateText}</StatusTag>
          {g.state === 3 ? <span className="xm-mk-muted">已退 {yuan(g.refundedAmount)}</span> : null}
        </span>
      ),
    },
    {
      key: 'orders',
      title: '参团订单',
      width: 180,
      render: (g) => (
        <span className="xm-mk-group-orders">
          {g.orders.map((o) => (
            <RouterAnchor key={o.orderId} to="/order/detail" search={{ orderId: o.orderId }} title={`订单${o.status === 5 ? '（已关闭）' : ''}`}>
              {o.orderNo}
            </RouterAnchor>
          ))}
        </span>
      ),
    },
  ];
  const counts = q.data?.counts;
  const tabs = TABS.map((t) => ({ key: String(t.key), label: `${t.label}${counts ? ` ${counts[t.count]}` : ''}` }));
  return (
    <section aria-label="校园团的团">
      <h2 className="xm-mk-h2">拼团</h2>
      <p className="xm-mk-muted">开团后 24 小时内凑满成团人数即成团；到时未满按报名时选择的规则由平台补足成团或全额退款。拼团中的订单不能发货。</p>
      <Tabs
        activeKey={key}
        items={tabs}
        onChange={(k) =>
          void navigate({
            to: '/activity/data/$activityType/$activityId/$goodsId',
            params: { activityType, activityId, goodsId },
            search: k === '0' ? {} : { groupState: Number(k) as 1 | 2 | 3 },
          })
        }
      />
      {q.isError ? (
        <LoadError variant="result" what="拼团" retry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton active />
      ) : (
        <>
          <DataTable<MkGroup> aria-label="拼团列表" rows={rows} columns={columns} rowKey={(g) => g.groupId} empty="没有这种状态的团" />
          {cursor && (
            <Button onClick={() => void loadMore()} style={{ marginTop: 12 }}>
              加载更多
            </Button>
          )}
        </>
      )}
    </section>
  );
}
