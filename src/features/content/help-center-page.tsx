import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import DislikeOutlined from '@ant-design/icons/DislikeOutlined';
import { getContentHelpDetailQueryKey, useContentHelpDetail, useContentHelpList, useContentHelpVote } from '@/api/gen/endpoints/content/content';
import type { ContentHelpListQueryCategory } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { CategoryNav, DocSearchBox, Highlight } from './doc-shared';
import './content.css';

const routeApi = getRouteApi('/_authed/_app/help-center');
const CAT_LABEL: Record<string, string> = { start: '开店入门', goods: '商品管理', order: '订单与发货', afterSale: '售后与违规', finance: '资金与结算', shop: '店铺与员工', marketing: '营销活动', job: '校园兼职' };

/**
 * /help-center: articles by category with full-text search; `?route=/order/list` lists the articles about that page,
 * `?id=` opens one with "was this helpful", `?article=<code>` opens one by its code (the page header's help icon
 * links here with the current page's article, src/features/content/help-routes.ts).
 */
export function HelpCenterPage() {
  const search = routeApi.useSearch();
  const nav = routeApi.useNavigate();
  const list = useContentHelpList({ category: (search.category ?? null) as ContentHelpListQueryCategory, keyword: search.keyword ?? null, route: search.route ?? null });
  const cats = list.data?.categories ?? [];
  return (
    <PageContainer title="帮助中心">
      <div className="xm-content xm-content-two">
        <CategoryNav label="帮助分类" all={cats.reduce((s, c) => s + c.count, 0)} current={search.category} cats={cats} onPick={(c) => void nav({ search: (s) => ({ ...s, category: c, route: undefined, id: undefined, article: undefined }) })} />
        <section className="xm-content-section" aria-label="帮助文章">
          <div className="xm-content-toolbar">
            <DocSearchBox label="搜索帮助文章" value={search.keyword} onSearch={(k) => void nav({ search: (s) => ({ ...s, keyword: k, route: undefined }) })} />
            {search.route && (
              <span className="xm-content-muted">
                讲解 {search.route} 的文章 · <RouterAnchor to="/help-center" search={{}}>查看全部</RouterAnchor>
              </span>
            )}
          </div>
          {list.isPending ? (
            <Spin />
          ) : !list.data?.list.length ? (
            <Empty description={search.route ? '这个页面还没有帮助文章' : search.keyword ? '没有找到相关文章' : '暂无文章'} />
          ) : (
            <ul className="xm-content-list" data-testid="help-list">
              {list.data.list.map((a) => (
                <li key={a.id} className="xm-content-item">
                  <div className="xm-content-item-main">
                    <p className="xm-content-item-title">
                      <button type="button" className="xm-content-linkbtn" onClick={() => void nav({ search: (s) => ({ ...s, id: a.id }) })}>
                        <Highlight text={a.title} keyword={search.keyword} />
                      </button>{' '}
                      <StatusTag color="blue">{CAT_LABEL[a.category] ?? a.category}</StatusTag>
                    </p>
                    <p className="xm-content-snippet">
                      <Highlight text={a.snippet} keyword={search.keyword} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Drawer open={!!(search.id ?? search.article)} size={640} title="帮助文章" onClose={() => void nav({ search: (s) => ({ ...s, id: undefined, article: undefined }) })}>
        {search.id || search.article ? (
          <HelpArticle query={search.id ? { id: search.id } : { code: search.article }} onOpen={(id) => void nav({ search: (s) => ({ ...s, id, article: undefined }) })} />
        ) : null}
      </Drawer>
    </PageContainer>
  );
}

/** One article, by id (from the list) or by code (a page's help link). */
function HelpArticle({ query, onOpen }: { query: { id: number } | { code?: string }; onOpen: (id: number) => void }) {
  const q = useContentHelpDetail(query);
  const vote = useContentHelpVote();
  const qc = useQueryClient();
  const d = q.data;
  if (q.isError) return <Empty description="帮助文章不存在" />;
  if (!d) return <Spin />;
  const cast = async (helpful: boolean) => {
    const r = await vote.mutateAsync({ data: { id: d.id, helpful } }).catch(() => null);
    if (r) void qc.invalidateQueries({ queryKey: getContentHelpDetailQueryKey(query) });
  };
  return (
    <article data-testid="help-article" aria-labelledby="xm-help-title">
      <h2 id="xm-help-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
        {d.title}
      </h2>
      <div className="xm-content-meta">
        <span>{CAT_LABEL[d.category] ?? d.category}</span>
        <span>更新于 {formatTime(d.updatedAt, 'YYYY-MM-DD')}</span>
        {d.route && (
          <span>
            相关页面：<RouterAnchor to={d.route as '/'}>{d.route}</RouterAnchor>
          </span>
        )}
      </div>
      <p className="xm-content-article">{d.body}</p>
      <div className="xm-content-section" style={{ background: '#fafafa', marginTop: 16 }} role="group" aria-label="这篇文章有用吗">
        <span style={{ marginRight: 12 }}>这篇文章有用吗？</span>
        <Button icon={<LikeOutlined />} type={d.myVote === true ? 'primary' : 'default'} aria-pressed={d.myVote === true} onClick={() => void cast(true)} loading={vote.isPending && vote.variables?.data.helpful === true}>
          有用 {d.helpful}
        </Button>{' '}
        <Button icon={<DislikeOutlined />} type={d.myVote === false ? 'primary' : 'default'} aria-pressed={d.myVote === false} onClick={() => void cast(false)} loading={vote.isPending && vote.variables?.data.helpful === false}>
          没用 {d.unhelpful}
        </Button>
        {d.myVote !== null && <span className="xm-content-muted" style={{ marginLeft: 12 }}>感谢反馈</span>}
      </div>
      {d.related.length > 0 && (
        <>
          <h3 style={{ fontSize: 15 }}>相关文章</h3>
          <ul>
            {d.related.map((r) => (
              <li key={r.id}>
                <button type="button" className="xm-content-linkbtn" onClick={() => onOpen(r.id)}>
                  {r.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
