import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { getTpOverviewQueryKey, useTpClose, useTpOverview } from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpPackage } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { TP_CLOSE, TP_EDIT, TP_PHASE_COLOR } from './task-constants';
import './school-employee.css';

const LIVE_KEYS = [getTpOverviewQueryKey()];

/** /school-employee/task-package/overview: figures by phase and the packages with their takes and reviews. */
export function TaskPackageOverviewPage() {
  const q = useTpOverview();
  const navigate = useNavigate();
  const close = useTpClose();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  useLiveInvalidate('taskPackage.', LIVE_KEYS);
  const d = q.data;
  const askClose = (p: TpPackage) =>
    modal.confirm({
      title: `关闭任务包「${p.title}」？`,
      content: '关闭后代理不能再领取与提交；已有的提交仍可审核。',
      okText: '关闭任务包',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await close.mutateAsync({ data: { packageId: p.packageId } }).catch(() => null);
        if (!r) return;
        feedback.success('任务包已关闭');
        void queryClient.invalidateQueries({
          queryKey: getTpOverviewQueryKey(),
        });
      },
    });
  const columns: DataColumn<TpPackage>[] = [
    { key: 'title', title: '任务包', width: 200, render: (p) => p.title },
    {
      key: 'phase',
      title: '阶段',
      width: 90,
      render: (p) => <StatusTag color={TP_PHASE_COLOR[p.phase]}>{p.phaseText}</StatusTag>,
    },
    {
      key: 'tasks',
      title: '任务数',
      width: 70,
      align: 'right',
      render: (p) => p.tasks.length,
    },
    {
      key: 'reward',
      title: '每份奖励',
      width: 100,
      align: 'right',
      render: (p) => formatMoney(p.reward),
    },
    {
      key: 'taken',
      title: '领取 / 名额',
      width: 100,
      render: (p) => (
        <RouterAnchor to="/school-employee/task-package/receive" search={{ packageId: p.packageId }} title={`查看「${p.title}」的领取记录`}>
          {p.takenCount} / {p.quota}
        </RouterAnchor>
      ),
    },
    {
      key: 'waiting',
      title: '待审核',
      width: 80,
      align: 'right',
      render: (p) => (
        <RouterAnchor to="/school-employee/task-package/verify" search={{ packageId: p.packageId, status: 2 }} title={`审核「${p.title}」的提交`}>
          {p.waitingCount}
        </RouterAnchor>
      ),
    },
    {
      key: 'approved',
      title: '通过 / 驳回',
      width: 100,
      render: (p) => `${p.approvedCount} / ${p.rejectedCount}`,
    },
    {
      key: 'owed',
      title: '已发奖励',
      width: 110,
      align: 'right',
      render: (p) => formatMoney(p.rewardOwed),
    },
    {
      key: 'period',
      title: '开始至截止',
      width: 220,
      render: (p) => `${formatTime(p.openAt, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(p.deadline, 'MM-DD HH:mm')}`,
    },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      pin: 'end',
      render: (p) => (
        <span className="xm-se-actions">
          <RouterAnchor to="/school-employee/task-package/data-analysis" search={{ packageId: p.packageId }} title={`「${p.title}」的数据分析`}>
            数据分析
          </RouterAnchor>
          {p.status === 1 ? (
            <>
              <Auth authKey={TP_EDIT}>
                <RouterAnchor to="/school-employee/task-package/config" search={{ packageId: p.packageId }} title={`编辑「${p.title}」`}>
                  编辑
                </RouterAnchor>
              </Auth>
              <Auth authKey={TP_CLOSE}>
                <button type="button" className="xm-link" onClick={() => askClose(p)} aria-label={`关闭「${p.title}」`}>
                  关闭
                </button>
              </Auth>
            </>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <PageContainer
      title="任务包概览"
      extra={
        <Auth authKey={TP_EDIT}>
          <Button type="primary" onClick={() => void navigate({ to: '/school-employee/task-package/config' })}>
            新建任务包
          </Button>
        </Auth>
      }
    >
      {q.isError ? (
        <p role="alert">任务包加载失败，请刷新重试</p>
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <div className="xm-se-cards">
            {d.phases.map((p) => (
              <div key={p.phase} className="xm-se-card">
                <div className="xm-se-label">{p.text}</div>
                <div className="xm-se-value" data-testid={`tp-phase-${p.phase}`}>
                  {p.count}
                </div>
              </div>
            ))}
            <div className="xm-se-card">
              <div className="xm-se-label">领取</div>
              <div className="xm-se-value">{d.takenCount}</div>
            </div>
            <RouterAnchor className="xm-se-card" to="/school-employee/task-package/verify" search={{ status: 2 }}>
              <div className="xm-se-label">待审核提交</div>
              <div className="xm-se-value" data-testid="tp-waiting">
                {d.waitingCount}
              </div>
            </RouterAnchor>
            <div className="xm-se-card">
              <div className="xm-se-label">已通过 / 已驳回</div>
              <div className="xm-se-value">
                {d.approvedCount} / {d.rejectedCount}
              </div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">已发奖励</div>
              <div className="xm-se-value">{formatMoney(d.rewardOwed)}</div>
            </div>
          </div>
          <div style={{ marginTop: 16 }}>
            <DataTable<TpPackage> aria-label="任务包" rows={d.list} columns={columns} rowKey={(p) => p.packageId} empty="还没有任务包" />
          </div>
        </>
      )}
    </PageContainer>
  );
}
