import { useQueryClient } from '@tanstack/react-query';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { contentAnnounceList, getContentAnnounceListQueryKey, getContentAnnounceMustReadQueryKey, useContentAnnounceAck, useContentAnnounceDetail } from '@/api/gen/endpoints/content/content';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import './content.css';

export const ANNOUNCE_CATEGORY: Record<string, [string, string]> = { platform: ['平台', 'blue'], rule: ['规则', 'orange'], activity: ['活动', 'purple'], system: ['系统', 'default'] };
const detailRoute = getRouteApi('/_authed/_app/announce/detail');

/** /announce: platform announcements, newest first, with this member's read state. */
export function AnnounceListPage() {
  const body = { pageSize: 20 };
  const q = useInfiniteQuery({
    queryKey: [...getContentAnnounceListQueryKey(body), 'infinite'],
    queryFn: ({ pageParam, signal }) => contentAnnounceList({ ...body, cursor: pageParam }, undefined, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last?.nextCursor ?? null,
  });
  const list = q.data?.pages.flatMap((p) => p?.list ?? []) ?? [];
  return (
    <PageContainer title="平台公告">
      <div className="xm-content">
        <section className="xm-content-section" aria-label="公告列表">
          {q.isPending ? (
            <Spin />
          ) : !list.length ? (
            <Empty description="暂无公告" />
          ) : (
            <ul className="xm-content-list" data-testid="announce-list">
              {list.map((a) => (
                <li key={a.id} className="xm-content-item">
                  <span className="xm-content-dot" data-read={a.read ? 1 : 0} aria-hidden />
                  <div className="xm-content-item-main">
                    <p className="xm-content-item-title">
                      <StatusTag color={ANNOUNCE_CATEGORY[a.category]?.[1] ?? 'default'}>{ANNOUNCE_CATEGORY[a.category]?.[0] ?? a.category}</StatusTag>{' '}
                      {a.mustRead && <StatusTag color="red">必读</StatusTag>}{' '}
                      <RouterAnchor to="/announce/detail" search={{ id: a.id }}>
                        {a.title}
                      </RouterAnchor>
                    </p>
                    <p className="xm-content-item-body">{a.summary}</p>
                  </div>
                  <span className="xm-content-muted" style={{ whiteSpace: 'nowrap' }}>
                    {formatTime(a.publishedAt, 'YYYY-MM-DD')}
                    {a.read ? '' : ' · 未读'}
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

/** /announce/detail?id=: one announcement (opening it marks it read); a must-read one is acknowledged here too. */
export function AnnounceDetailPage() {
  const { id } = detailRoute.useSearch();
  const qc = useQueryClient();
  const q = useContentAnnounceDetail({ id }, { query: { enabled: id > 0 } });
  const ack = useContentAnnounceAck();
  const a = q.data;
  const doAck = async () => {
    const r = await ack.mutateAsync({ data: { id } }).catch(() => null);
    if (!r) return;
    feedback.success('已确认阅读');
    void qc.invalidateQueries({ queryKey: getContentAnnounceMustReadQueryKey() });
    void qc.invalidateQueries({ queryKey: ['/xm-merchant/content/announce/detail'] });
    void qc.invalidateQueries({ queryKey: ['/xm-merchant/content/announce/list'] });
  };
  return (
    <PageContainer title="公告详情" extra={<RouterAnchor to="/announce">返回公告列表</RouterAnchor>}>
      <div className="xm-content">
        {!id || q.isError ? (
          <Result status="404" title="公告不存在或已下线" />
        ) : !a ? (
          <Spin />
        ) : (
          <article className="xm-content-section" aria-labelledby="xm-announce-title">
            <h2 id="xm-announce-title" style={{ fontSize: 20, margin: '0 0 8px' }}>
              {a.title}
            </h2>
            <div className="xm-content-meta">
              <span>{ANNOUNCE_CATEGORY[a.category]?.[0] ?? a.category}</span>
              <span>发布于 {formatTime(a.publishedAt, 'YYYY-MM-DD HH:mm')}</span>
              {a.mustRead && <span>{a.acked ? '必读 · 已确认' : '必读 · 待确认'}</span>}
            </div>
            <p className="xm-content-article">{a.body}</p>
            {a.mustRead && !a.acked && (
              <div style={{ marginTop: 16 }}>
                <Button type="primary" onClick={() => void doAck()} loading={ack.isPending}>
                  我已阅读并知晓
                </Button>
              </div>
            )}
          </article>
        )}
      </div>
    </PageContainer>
  );
}
