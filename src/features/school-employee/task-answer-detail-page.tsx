import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Image from 'antd/es/image';
import Skeleton from 'antd/es/skeleton';
import { getTpOverviewQueryKey, getTpSubmissionDetailQueryKey, getTpSubmissionListQueryKey, useTpReview, useTpSubmissionDetail } from '@/api/gen/endpoints/school-employee/school-employee';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { takeColor, TP_REVIEW } from './task-constants';
import { RejectModal } from './task-verify-page';
import './school-employee.css';

const detailRoute = getRouteApi('/_authed/_app/school-employee/task-package/answer-detail');

/** /school-employee/task-package/answer-detail?takeId=: one submission with its answers and photos; approve or reject. */
export function TaskAnswerDetailPage() {
  const { takeId } = detailRoute.useSearch();
  const q = useTpSubmissionDetail({ takeId }, { query: { enabled: takeId > 0 } });
  const review = useTpReview();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  useLiveInvalidate(
    'taskPackage.submissionReviewed',
    useMemo(() => [getTpSubmissionDetailQueryKey({ takeId })], [takeId]),
  );
  const s = q.data;
  const act = async (approve: boolean, why: string | null) => {
    if (!s) return;
    const r = await review
      .mutateAsync({
        data: {
          takeId: s.takeId,
          action: approve ? 'approve' : 'reject',
          expectState: s.status,
          reason: why,
        },
      })
      .catch(() => null);
    if (!r) return;
    feedback.success(approve ? '已通过' : '已驳回');
    setRejecting(false);
    setReason('');
    queryClient.setQueryData(getTpSubmissionDetailQueryKey({ takeId }), r);
    void queryClient.invalidateQueries({
      queryKey: [getTpSubmissionListQueryKey()[0]],
    });
    void queryClient.invalidateQueries({ queryKey: getTpOverviewQueryKey() });
  };
  if (!takeId) return <PageContainer title="答卷详情">缺少提交编号</PageContainer>;
  return (
    <PageContainer
      title={s ? `答卷详情：${s.agentName}` : '答卷详情'}
      extra={
        s && s.status === 2 ? (
          <Auth authKey={TP_REVIEW}>
            <div className="xm-se-actions">
              <Button type="primary" loading={review.isPending && !rejecting} onClick={() => void act(true, null)}>
                通过
              </Button>
              <Button danger onClick={() => setRejecting(true)}>
                驳回
              </Button>
            </div>
          </Auth>
        ) : null
      }
    >
      {q.isError ? (
        <p role="alert">提交不存在或加载失败</p>
      ) : !s ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label="状态">
              <StatusTag color={takeColor(s.status)}>
                <span data-testid="take-status">{s.statusText}</span>
              </StatusTag>
            </Descriptions.Item>
            <Descriptions.Item label="任务包">
              {s.packageTitle}（{s.packagePhaseText}）
            </Descriptions.Item>
            <Descriptions.Item label="代理">
              <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: s.agentId }}>
                {s.agentName}
              </RouterAnchor>{' '}
              · {s.schoolName} · {s.phoneMasked}
            </Descriptions.Item>
            <Descriptions.Item label="奖励">{formatMoney(s.reward)}</Descriptions.Item>
            <Descriptions.Item label="领取时间">{formatTime(s.takenAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{s.submittedAt ? formatTime(s.submittedAt, 'YYYY-MM-DD HH:mm') : '—'}</Descriptions.Item>
            {s.reviewedAt ? (
              <Descriptions.Item label="审核">
                {s.reviewedBy} · {formatTime(s.reviewedAt, 'YYYY-MM-DD HH:mm')}
              </Descriptions.Item>
            ) : null}
            {s.rejectReason ? <Descriptions.Item label="驳回原因">{s.rejectReason}</Descriptions.Item> : null}
          </Descriptions>
          <section className="xm-se-section" aria-labelledby="tp-answers">
            <h3 id="tp-answers">答案</h3>
            {s.items.map((it, i) => (
              <div key={i} className="xm-tp-question">
                <h4 style={{ margin: '0 0 6px' }}>
                  {i + 1}. {it.title} <span className="xm-se-muted">（{it.kindText}）</span>
                </h4>
                {it.options.length ? (
                  <p style={{ margin: '4px 0' }}>
                    选择：
                    {it.choiceTexts.length ? it.choiceTexts.join('、') : '（未作答）'}
                  </p>
                ) : null}
                {it.taskLink ? (
                  <p className="xm-se-muted" style={{ margin: '4px 0' }}>
                    推广链接：{it.taskLink}
                  </p>
                ) : null}
                {it.text ? <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{it.text}</p> : null}
                {it.link ? (
                  <p style={{ margin: '4px 0' }}>
                    发布链接：
                    <a href={it.link} target="_blank" rel="noreferrer noopener">
                      {it.link}
                    </a>
                  </p>
                ) : null}
                {it.photos.length ? (
                  <div className="xm-tp-photos">
                    {it.photos.map((src, k) => (
                      <Image key={k} src={src} width={160} height={120} style={{ objectFit: 'cover' }} alt={`${s.agentName}的第 ${i + 1} 题照片 ${k + 1}`} />
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
          </section>
          <p>
            <RouterAnchor to="/school-employee/task-package/verify">返回任务审核</RouterAnchor>
          </p>
        </>
      )}
      <RejectModal
        open={rejecting}
        name={s?.agentName ?? ''}
        reason={reason}
        setReason={setReason}
        loading={review.isPending}
        onOk={() => void act(false, reason.trim())}
        onCancel={() => setRejecting(false)}
      />
    </PageContainer>
  );
}
