import { lazy, Suspense, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { getTpAnalysisQueryKey, tpAnalysisExport, useTpAnalysis, useTpOverview } from '@/api/gen/endpoints/school-employee/school-employee';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { downloadBase64 } from '@/lib/files';
import { useLiveInvalidate } from '@/lib/live';
import { TP_EXPORT, TP_PHASE_COLOR } from './task-constants';
import './school-employee.css';

const ChoiceBarChart = lazy(() => import('./task-analysis-chart'));
const routeApi = getRouteApi('/_authed/_app/school-employee/task-package/data-analysis');

function ExportButton({ packageId }: { packageId: number }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const f = await tpAnalysisExport({ packageId });
      if (f) {
        downloadBase64(f.contentBase64, f.fileName, f.mime);
        feedback.success('文件已开始下载');
      }
    } catch {
      // the HTTP layer's toast says why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void run()}>
      导出 Excel
    </Button>
  );
}

/** /school-employee/task-package/data-analysis?packageId=: the approved answers aggregated: choice counts, text answers, export. */
export function TaskDataAnalysisPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const overview = useTpOverview();
  const packageId = search.packageId ?? overview.data?.list[0]?.packageId ?? 0;
  const q = useTpAnalysis({ packageId }, { query: { enabled: packageId > 0 } });
  useLiveInvalidate('taskPackage.submissionReviewed', [getTpAnalysisQueryKey({ packageId })]);
  const a = q.data;
  return (
    <PageContainer
      title="任务数据分析"
      extra={
        a ? (
          <Auth authKey={TP_EXPORT}>
            <ExportButton packageId={packageId} />
          </Auth>
        ) : null
      }
    >
      <div
        className="xm-se-filters"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          marginBottom: 16,
        }}
      >
        <label htmlFor="tp-analysis-package">任务包</label>
        <Select
          id="tp-analysis-package"
          style={{ width: 320 }}
          value={packageId || undefined}
          placeholder="选择任务包"
          loading={overview.isLoading}
          options={(overview.data?.list ?? []).map((p) => ({
            value: p.packageId,
            label: `${p.title}（${p.phaseText}）`,
          }))}
          onChange={(v: number) => void navigate({ search: { packageId: v } })}
        />
      </div>
      {overview.data && !overview.data.list.length ? (
        <p className="xm-se-muted">
          还没有任务包，先去
          <RouterAnchor to="/school-employee/task-package/config">新建任务包</RouterAnchor>。
        </p>
      ) : q.isError ? (
        <p role="alert">任务包不存在或加载失败</p>
      ) : !a ? (
        <Skeleton active />
      ) : (
        <>
          <div className="xm-se-cards" style={{ marginBottom: 16 }}>
            <div className="xm-se-card">
              <div className="xm-se-label">阶段</div>
              <div className="xm-se-value">
                <StatusTag color={TP_PHASE_COLOR[a.package.phase]}>{a.package.phaseText}</StatusTag>
              </div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">已通过（参与统计）</div>
              <div className="xm-se-value" data-testid="tp-analysis-approved">
                {a.approvedCount}
              </div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">领取 / 名额</div>
              <div className="xm-se-value">
                {a.package.takenCount} / {a.package.quota}
              </div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">待审核</div>
              <div className="xm-se-value">{a.package.waitingCount}</div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">已发奖励</div>
              <div className="xm-se-value">{formatMoney(a.package.rewardOwed)}</div>
            </div>
          </div>
          <p className="xm-se-muted">统计已审核通过的提交；截止 {formatTime(a.package.deadline, 'YYYY-MM-DD HH:mm')}。</p>
          {a.questions.map((qq) => (
            <section key={qq.index} className="xm-tp-question" aria-labelledby={`tp-q-${qq.index}`} data-testid={`tp-question-${qq.index}`}>
              <h3 id={`tp-q-${qq.index}`}>
                {qq.index + 1}. {qq.title}{' '}
                <span className="xm-se-muted">
                  （{qq.kindText}，{qq.answered} 份）
                </span>
              </h3>
              {qq.options.length ? (
                <>
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
                    <ChoiceBarChart title={qq.title} options={qq.options} />
                  </Suspense>
                  <table className="xm-tp-counts" aria-label={`${qq.title}的选项人数`}>
                    <thead>
                      <tr>
                        <th scope="col">选项</th>
                        <th scope="col">人数</th>
                        <th scope="col">占比</th>
                      </tr>
                    </thead>
                    <tbody>
                      {qq.options.map((o) => (
                        <tr key={o.text}>
                          <td>{o.text}</td>
                          <td>{o.count}</td>
                          <td>{qq.answered ? `${((o.count / qq.answered) * 100).toFixed(1)}%` : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              ) : qq.texts.length ? (
                <ul className="xm-tp-texts">
                  {qq.texts.map((t) => (
                    <li key={t.takeId}>
                      {t.text}
                      {t.link ? (
                        <>
                          {' '}
                          <a href={t.link} target="_blank" rel="noreferrer noopener">
                            {t.link}
                          </a>
                        </>
                      ) : null}
                      <span className="xm-se-muted">
                        {' '}
                        —{' '}
                        <RouterAnchor to="/school-employee/task-package/answer-detail" search={{ takeId: t.takeId }}>
                          {t.agentName}
                        </RouterAnchor>
                        （{t.schoolName}）
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="xm-se-muted">{qq.kind === 'photo' ? '照片在答卷详情中查看' : '还没有回答'}</p>
              )}
            </section>
          ))}
        </>
      )}
    </PageContainer>
  );
}
