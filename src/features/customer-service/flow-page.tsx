import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import { useCsFlowActivate, useCsFlowDelete, useCsFlowList } from '@/api/gen/endpoints/customer-service/customer-service';
import type { CsFlow } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { CS_KEYS, hhmm, ROUTING_OPTIONS, WEEKDAYS } from './keys';
import './customer-service.css';

export const workDaysText = (days: number[]) => (days.length === 7 ? '每天' : days.map((d) => WEEKDAYS[d - 1]).join('、'));

function FlowCard({ f }: { f: CsFlow }) {
  const qc = useQueryClient();
  const activate = useCsFlowActivate();
  const del = useCsFlowDelete();
  const refresh = () => void qc.invalidateQueries({ queryKey: CS_KEYS.flows });
  const c = f.config;
  return (
    <article className="xm-cs-flow" aria-label={`接待流程 ${f.name}`}>
      <h2>
        {f.name} {f.active ? <StatusTag color="green">使用中</StatusTag> : <StatusTag>未启用</StatusTag>}
      </h2>
      <dl>
        <dt>工作时间</dt>
        <dd>
          {workDaysText(c.workDays)} {hhmm(c.startMinute)}–{hhmm(c.endMinute)}
        </dd>
        <dt>分配方式</dt>
        <dd>{ROUTING_OPTIONS.find((r) => r.value === c.routing)?.label}</dd>
        <dt>排队上限</dt>
        <dd>{c.queueLimit ? `${c.queueLimit} 人` : '不排队'}</dd>
        <dt>欢迎语</dt>
        <dd>{c.welcome}</dd>
        <dt>关键词回复</dt>
        <dd>{c.keywordReplies.length ? c.keywordReplies.map((k) => k.keyword).join('、') : '无'}</dd>
        <dt>更新时间</dt>
        <dd>{formatTime(f.updatedAt)}</dd>
      </dl>
      <span className="xm-row-actions">
        <RouterAnchor to="/customer-service/edit" search={{ flowId: f.csFlowId }}>
          查看与编辑
        </RouterAnchor>
        {!f.active && (
          <Auth authKey="kf.session.setting.edit">
            <Button
              type="link"
              size="small"
              loading={activate.isPending}
              onClick={() =>
                activate.mutate(
                  { data: { csFlowId: f.csFlowId } },
                  {
                    onSuccess: () => feedback.success(`已启用「${f.name}」`),
                    onSettled: refresh,
                  },
                )
              }
            >
              启用
            </Button>
          </Auth>
        )}
        {!f.active && (
          <Auth authKey="kf.session.setting.delete">
            <Popconfirm
              title={`删除接待流程「${f.name}」？`}
              okText="删除"
              cancelText="取消"
              onConfirm={() =>
                del.mutate(
                  { data: { csFlowId: f.csFlowId } },
                  {
                    onSuccess: () => feedback.success('已删除'),
                    onSettled: refresh,
                  },
                )
              }
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Auth>
        )}
      </span>
    </article>
  );
}

/** /customer-service/flow: the reception flows; one is in use. */
export function FlowPage() {
  const list = useCsFlowList();
  const flows = list.data?.list ?? [];
  return (
    <PageContainer
      title="接待流程"
      extra={
        <Auth authKey="kf.session.setting.edit">
          <RouterAnchor to="/customer-service/edit" className="ant-btn ant-btn-primary ant-btn-color-primary ant-btn-variant-solid">
            新建流程
          </RouterAnchor>
        </Auth>
      }
    >
      <p className="xm-cs-muted">买家发起会话时，使用中的流程决定他先看到什么、在什么时间由谁接待；同一时间只有一个流程在使用。</p>
      {flows.length === 0 && !list.isLoading ? (
        <Empty description="还没有接待流程，未设置时按默认设置接待（每天 09:00–22:00）" />
      ) : (
        <div className="xm-cs-flows">
          {flows.map((f) => (
            <FlowCard key={f.csFlowId} f={f} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
