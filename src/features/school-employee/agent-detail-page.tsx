import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Timeline from 'antd/es/timeline';
import { getSeAgentDetailQueryKey, getSeAgentListQueryKey, getSeCenterQueryKey, useSeAgentAction, useSeAgentDetail } from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeAgentActionBodyAction } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { ACTION_LABEL, HANDLE, stateColor } from './constants';
import { AgentTasks } from './agent-tasks';
import { RewardFigures } from './reward-figures';
import './school-employee.css';

const routeApi = getRouteApi('/_authed/_app/school-employee/agent-detail');
const NEEDS_REASON = new Set(['reject', 'end']);

/** /school-employee/agent-detail?agentId=: profile, form answers, referral figures, the action log and the merchant's actions. */
export function AgentDetailPage() {
  const { agentId } = routeApi.useSearch();
  const q = useSeAgentDetail({ agentId }, { query: { enabled: agentId > 0 } });
  const action = useSeAgentAction();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<SeAgentActionBodyAction | null>(null);
  const [reason, setReason] = useState('');
  useLiveInvalidate('schoolEmployee.agentChanged', [getSeAgentDetailQueryKey({ agentId })]);
  const a = q.data;

  const run = async (act: SeAgentActionBodyAction, why: string | null) => {
    if (!a) return;
    const r = await action.mutateAsync({ data: { agentId: a.agentId, action: act, expectState: a.state, reason: why } }).catch(() => null);
    if (!r) return;
    feedback.success(`${ACTION_LABEL[act]}：已完成`);
    setAsking(null);
    setReason('');
    queryClient.setQueryData(getSeAgentDetailQueryKey({ agentId }), r);
    void queryClient.invalidateQueries({ queryKey: getSeCenterQueryKey() });
    void queryClient.invalidateQueries({ queryKey: [getSeAgentListQueryKey()[0]] });
  };

  if (!agentId) return <PageContainer title="代理详情">缺少代理编号</PageContainer>;
  return (
    <PageContainer
      title={a ? `代理详情：${a.name}` : '代理详情'}
      extra={
        a ? (
          <Auth authKey={HANDLE}>
            <div className="xm-se-actions">
              {a.actions.map((act) => (
                <Button
                  key={act}
                  type={act === 'offer' || act === 'accept' ? 'primary' : 'default'}
                  danger={NEEDS_REASON.has(act)}
                  loading={action.isPending && !asking}
                  onClick={() => (NEEDS_REASON.has(act) ? setAsking(act as SeAgentActionBodyAction) : void run(act as SeAgentActionBodyAction, null))}
                >
                  {ACTION_LABEL[act] ?? act}
                </Button>
              ))}
            </div>
          </Auth>
        ) : null
      }
    >
      {q.isError ? (
        <p role="alert">代理不存在或加载失败</p>
      ) : !a ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label="状态">
              <StatusTag color={stateColor(a.state)}>{a.stateText}</StatusTag>
            </Descriptions.Item>
            <Descriptions.Item label="学校">{a.schoolName}</Descriptions.Item>
            <Descriptions.Item label="岗位">{a.role}</Descriptions.Item>
            <Descriptions.Item label="手机号">{a.phoneMasked}</Descriptions.Item>
            <Descriptions.Item label="专业与年级">
              {a.major} · {a.grade}
            </Descriptions.Item>
            <Descriptions.Item label="推荐码">{a.state === 4 || a.state === 5 ? <strong data-testid="referral-code">{a.referralCode}</strong> : '入职后启用'}</Descriptions.Item>
            <Descriptions.Item label="报名时间">{formatTime(a.appliedAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item label="入职时间">{a.activeAt ? formatTime(a.activeAt, 'YYYY-MM-DD HH:mm') : '—'}</Descriptions.Item>
            <Descriptions.Item label="离任时间">{a.leftAt ? formatTime(a.leftAt, 'YYYY-MM-DD HH:mm') : '—'}</Descriptions.Item>
            <Descriptions.Item label="推荐订单">
              <span data-testid="agent-orders">{a.orderCount}</span> 单，实付 {formatMoney(a.orderAmount)}
            </Descriptions.Item>
            <Descriptions.Item label="推荐人">
              {a.referrerId ? (
                <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: a.referrerId }}>
                  {a.referrerName}
                </RouterAnchor>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="推荐入伙">{a.recruitedCount} 人</Descriptions.Item>
            <Descriptions.Item label="销售奖励">
              <RewardFigures agentId={a.agentId} />
            </Descriptions.Item>
            {a.state === 3 && a.offerDeadline ? <Descriptions.Item label="录用接受截止">{formatTime(a.offerDeadline, 'YYYY-MM-DD HH:mm')}</Descriptions.Item> : null}
          </Descriptions>
          <section className="xm-se-section" aria-labelledby="se-answers">
            <h3 id="se-answers">报名表</h3>
            {a.answers.length ? (
              <Descriptions size="small" column={1} bordered>
                {a.answers.map((x) => (
                  <Descriptions.Item key={x.question} label={x.question}>
                    {x.answer || '（未填写）'}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ) : (
              <p className="xm-se-muted">该岗位没有报名表问题</p>
            )}
          </section>
          {a.offerLetter ? (
            <section className="xm-se-section" aria-labelledby="se-offer">
              <h3 id="se-offer">录用通知</h3>
              <div className="xm-se-letter">{a.offerLetter}</div>
            </section>
          ) : null}
          <Auth authKey="task.package.page">
            <section className="xm-se-section" aria-labelledby="se-tasks">
              <h3 id="se-tasks">任务记录</h3>
              <AgentTasks agentId={a.agentId} />
            </section>
          </Auth>
          <section className="xm-se-section" aria-labelledby="se-log">
            <h3 id="se-log">操作记录</h3>
            <Timeline
              items={a.logs.map((l, i) => ({
                key: i,
                content: (
                  <div>
                    <strong>{l.actionText}</strong>
                    <span className="xm-se-muted">
                      {' '}
                      · {l.actor} · {formatTime(l.createdAt, 'YYYY-MM-DD HH:mm')}
                    </span>
                    {l.note ? <div>{l.note}</div> : null}
                  </div>
                ),
              }))}
            />
          </section>
          <p>
            <RouterAnchor to="/school-employee/center">返回代理中心</RouterAnchor>
          </p>
        </>
      )}
      <Modal
        open={asking !== null}
        title={asking === 'end' ? '结束任职' : '不录用'}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        confirmLoading={action.isPending}
        onOk={() => asking && void run(asking, reason.trim())}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <label htmlFor="se-reason">原因（学生可见，至多 200 字）</label>
        <Input.TextArea id="se-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} showCount rows={3} />
      </Modal>
    </PageContainer>
  );
}
