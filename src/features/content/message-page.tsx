import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { contentMessageList, getContentMessageListQueryKey, getContentMessageUnreadQueryKey, useContentMessageRead, useContentMessageReadAll, useContentMessageUnread } from '@/api/gen/endpoints/content/content';
import type { ContentMessage } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { MESSAGE_CATEGORIES, type MessageCategory } from './search';
import './content.css';

const routeApi = getRouteApi('/_authed/_app/message');
export const CATEGORY_LABEL: Record<MessageCategory, string> = { system: '系统', order: '订单', afterSale: '售后', finance: '资金', activity: '活动', job: '校园兼职' };
const CATEGORY_COLOR: Record<MessageCategory, string> = { system: 'blue', order: 'cyan', afterSale: 'orange', finance: 'green', activity: 'purple', job: 'geekblue' };
const LIVE_KEYS = [getContentMessageUnreadQueryKey(), ['/xm-merchant/content/message/list']];
const PAGE = 20;

/** /message: 站内信 by category, unread first glance, read one (opening its object) or all. */
export function MessagePage() {
  const search = routeApi.useSearch();
  const nav = routeApi.useNavigate();
  const go = useNavigate();
  const qc = useQueryClient();
  useLiveInvalidate('message.', LIVE_KEYS);
  const unread = useContentMessageUnread();
  const body = { category: search.category ?? null, unreadOnly: search.unread === 1, pageSize: PAGE };
  const q = useInfiniteQuery({
    queryKey: [...getContentMessageListQueryKey(body), 'infinite'],
    queryFn: ({ pageParam, signal }) => contentMessageList({ ...body, cursor: pageParam }, undefined, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last?.nextCursor ?? null,
  });
  const read = useContentMessageRead();
  const readAll = useContentMessageReadAll();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: getContentMessageUnreadQueryKey() });
    void qc.invalidateQueries({ queryKey: ['/xm-merchant/content/message/list'] });
  };
  const list: ContentMessage[] = q.data?.pages.flatMap((p) => p?.list ?? []) ?? [];
  const count = (c?: MessageCategory) => (c ? unread.data?.byCategory.find((x) => x.category === c)?.count : unread.data?.total) ?? 0;
  const open = async (m: ContentMessage) => {
    if (!m.read) {
      await read.mutateAsync({ data: { ids: [m.id] } }).catch(() => null);
      refresh();
    }
    if (m.link) void go({ href: m.link });
  };
  const markAll = async () => {
    const r = await readAll.mutateAsync({ data: { category: search.category ?? null } }).catch(() => null);
    if (!r) return;
    feedback.success(r.updated ? `已将 ${r.updated} 条消息标为已读` : '没有未读消息');
    refresh();
  };
  const options = [
    { value: 'all', label: `全部${count() ? ` ${count()}` : ''}` },
    ...MESSAGE_CATEGORIES.map((c) => ({ value: c, label: `${CATEGORY_LABEL[c]}${count(c) ? ` ${count(c)}` : ''}` })),
  ];
  return (
    <PageContainer title="消息中心">
      <div className="xm-content">
        <section className="xm-content-section" aria-label="站内信">
          <div className="xm-content-toolbar">
            <Segmented
              aria-label="消息分类"
              options={options}
              value={search.category ?? 'all'}
              onChange={(v) => {
                void nav({ search: (s) => ({ ...s, category: v === 'all' ? undefined : (v as MessageCategory) }) });
              }}
            />
            <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
              <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                <Switch
                  size="small"
                  checked={search.unread === 1}
                  onChange={(on) => {
                        void nav({ search: (s) => ({ ...s, unread: on ? 1 : undefined }) });
                  }}
                />
                只看未读
              </label>
              <Button onClick={() => void markAll()} loading={readAll.isPending} disabled={!count(search.category)}>
                全部已读
              </Button>
            </span>
          </div>
          {q.isPending ? (
            <Spin />
          ) : !list.length ? (
            <Empty description={search.unread ? '没有未读消息' : '暂无消息'} />
          ) : (
            <ul className="xm-content-list" data-testid="message-list">
              {list.map((m) => (
                <li key={m.id} className="xm-content-item">
                  <span className="xm-content-dot" data-read={m.read ? 1 : 0} aria-hidden />
                  <div className="xm-content-item-main">
                    <p className="xm-content-item-title">
                      <StatusTag color={CATEGORY_COLOR[m.category as MessageCategory] ?? 'default'}>{CATEGORY_LABEL[m.category as MessageCategory] ?? m.category}</StatusTag>{' '}
                      <button type="button" className="xm-content-linkbtn" onClick={() => void open(m)} aria-label={`${m.read ? '' : '未读：'}${m.title}`}>
                        {m.title}
                      </button>
                    </p>
                    <p className="xm-content-item-body">{m.body}</p>
                  </div>
                  <span className="xm-content-muted" style={{ whiteSpace: 'nowrap' }}>
                    {formatTime(m.createdAt, 'MM-DD HH:mm')}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {q.hasNextPage ? (
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
                加载更多
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </PageContainer>
  );
}
