import { getRouteApi } from '@tanstack/react-router';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useContentRuleDetail, useContentRuleList } from '@/api/gen/endpoints/content/content';
import type { ContentRuleListQueryCategory } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { CategoryNav, DocSearchBox, Highlight } from './doc-shared';
import './content.css';

const routeApi = getRouteApi('/_authed/_app/rule-center');
const STATE: Record<string, [string, string]> = { effective: ['现行', 'green'], pending: ['待生效', 'orange'], superseded: ['已失效', 'default'] };
const CAT_LABEL: Record<string, string> = { general: '基础规则', goods: '商品规则', order: '交易与发货', afterSale: '售后规则', violation: '违规处理', activity: '营销活动' };

/** /rule-center: platform rules by category, full-text search, every version with its effective date and the change from the one before. */
export function RuleCenterPage() {
  const search = routeApi.useSearch();
  const nav = routeApi.useNavigate();
  const list = useContentRuleList({ category: (search.category ?? null) as ContentRuleListQueryCategory, keyword: search.keyword ?? null });
  const cats = list.data?.categories ?? [];
  return (
    <PageContainer title="规则中心">
      <div className="xm-content xm-content-two">
        <CategoryNav label="规则分类" all={cats.reduce((s, c) => s + c.count, 0)} current={search.category} cats={cats} onPick={(c) => void nav({ search: (s) => ({ ...s, category: c, id: undefined, version: undefined }) })} />
        <section className="xm-content-section" aria-label="规则列表">
          <div className="xm-content-toolbar">
            <DocSearchBox label="搜索规则全文" value={search.keyword} onSearch={(k) => void nav({ search: (s) => ({ ...s, keyword: k }) })} />
            {search.keyword && <span className="xm-content-muted">「{search.keyword}」共 {list.data?.list.length ?? 0} 条规则</span>}
          </div>
          {list.isPending ? (
            <Spin />
          ) : !list.data?.list.length ? (
            <Empty description={search.keyword ? '没有找到相关规则' : '暂无规则'} />
          ) : (
            <ul className="xm-content-list" data-testid="rule-list">
              {list.data.list.map((r) => (
                <li key={r.id} className="xm-content-item">
                  <div className="xm-content-item-main">
                    <p className="xm-content-item-title">
                      <button type="button" className="xm-content-linkbtn" onClick={() => void nav({ search: (s) => ({ ...s, id: r.id, version: undefined }) })}>
                        <Highlight text={r.title} keyword={search.keyword} />
                      </button>{' '}
                      <StatusTag color="blue">{CAT_LABEL[r.category] ?? r.category}</StatusTag>
                      {r.pendingVersion && <StatusTag color="orange">第 {r.pendingVersion.version} 版 {formatTime(r.pendingVersion.effectiveAt, 'YYYY-MM-DD')} 生效</StatusTag>}
                    </p>
                    <p className="xm-content-snippet">
                      <Highlight text={r.snippet} keyword={search.keyword} />
                    </p>
                  </div>
                  <span className="xm-content-muted" style={{ whiteSpace: 'nowrap' }}>
                    第 {r.version} 版 · {formatTime(r.effectiveAt, 'YYYY-MM-DD')} 起
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Drawer
        open={!!search.id}
        size={720}
        title="规则详情"
        onClose={() => void nav({ search: (s) => ({ ...s, id: undefined, version: undefined }) })}
      >
        {search.id ? <RuleDetail id={search.id} version={search.version} onVersion={(v) => void nav({ search: (s) => ({ ...s, version: v }) })} /> : null}
      </Drawer>
    </PageContainer>
  );
}

function RuleDetail({ id, version, onVersion }: { id: number; version?: number; onVersion: (v?: number) => void }) {
  const q = useContentRuleDetail({ id, version: version ?? null });
  const d = q.data;
  if (q.isError) return <Empty description="规则不存在" />;
  if (!d) return <Spin />;
  return (
    <div data-testid="rule-detail">
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{d.title}</h2>
      <div className="xm-content-meta">
        <span>{CAT_LABEL[d.category] ?? d.category}</span>
        <span>
          <StatusTag color={STATE[d.shown.state]![1]}>{STATE[d.shown.state]![0]}</StatusTag> 第 {d.shown.version} 版，{formatTime(d.shown.effectiveAt, 'YYYY-MM-DD')} 生效
        </span>
        <label>
          版本{' '}
          <Select
            size="small"
            aria-label="选择版本"
            value={d.shown.version}
            style={{ width: 200 }}
            onChange={(v) => onVersion(v)}
            options={d.versions.map((v) => ({ value: v.version, label: `第 ${v.version} 版（${STATE[v.state]![0]}，${formatTime(v.effectiveAt, 'YYYY-MM-DD')}）` }))}
          />
        </label>
      </div>
      <h3 style={{ fontSize: 15 }}>变更说明</h3>
      <p className="xm-content-item-body">{d.shown.changeNote}</p>
      {d.diff && (
        <>
          <h3 style={{ fontSize: 15 }}>与第 {d.diff.fromVersion} 版相比</h3>
          <ul className="xm-content-diff" aria-label={`与第 ${d.diff.fromVersion} 版相比的变化`}>
            {d.diff.lines.map((l, i) => (
              <li key={i} data-op={l.op}>
                {l.op === 'add' ? <span className="xm-sr-only">新增：</span> : l.op === 'del' ? <span className="xm-sr-only">删除：</span> : null}
                {l.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 style={{ fontSize: 15 }}>正文</h3>
      <p className="xm-content-article">{d.shown.body}</p>
    </div>
  );
}
