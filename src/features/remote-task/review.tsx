import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useJobReceiveReview, useJobTaskClose, useJobTaskDetail } from '@/api/gen/endpoints/remote-task/remote-task';
import type { UserReceiveTask } from '@/api/gen/model';
import { Auth, useCan } from '@/components/auth';
import { StatusOf } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { CLOSE_KEYS, invalidateJob, RECRUIT_STATUS, REVIEW_KEYS, REVIEW_MAX, TASK_TYPE } from './shared';

export interface Review {
  enabled: boolean;
  selected: number[];
  select: (ids: number[]) => void;
  approve: (rows: UserReceiveTask[]) => void;
  reject: (rows: UserReceiveTask[]) => void;
  modal: ReactNode;
}

/** Approving (pays each reward from the frozen budget) and rejecting (with a reason) submissions, one or a batch. */
export function useReview(wanted: boolean): Review {
  const can = useCan();
  const enabled = wanted && can(REVIEW_KEYS);
  const [selected, select] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<UserReceiveTask[] | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const mutation = useJobReceiveReview();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const run = async (rows: UserReceiveTask[], action: 'approve' | 'reject', reason: string | null) => {
    const r = await mutation.mutateAsync({ data: { receiveIds: rows.map((x) => x.receiveId), action, reason } }).catch(() => null);
    if (!r) return false;
    feedback.success(action === 'approve' ? `已通过 ${r.approved} 份，发放奖励 ${formatMoney(r.paid)}` : `已驳回 ${r.rejected} 份${r.returned ? `，退回预算 ${formatMoney(r.returned)}` : ''}`);
    select([]);
    invalidateJob(queryClient);
    return true;
  };
  const approve = (rows: UserReceiveTask[]) => {
    const total = rows.reduce((s, x) => s + x.rewardAmount, 0);
    modal.confirm({
      title: rows.length === 1 ? `通过 ${rows[0]!.userName} 的提交？` : `通过选中的 ${rows.length} 份提交？`,
      content: `将从任务冻结的预算发放奖励 ${formatMoney(total)}，通过后不能撤回。`,
      okText: '通过并发放',
      cancelText: '取消',
      onOk: () => run(rows, 'approve', null),
    });
  };
  const reject = (rows: UserReceiveTask[]) => {
    form.resetFields();
    setRejecting(rows);
  };
  const dialog = (
    <Modal
      open={rejecting !== null}
      title={rejecting && rejecting.length === 1 ? `驳回 ${rejecting[0]!.userName} 的提交` : `驳回选中的 ${rejecting?.length ?? 0} 份提交`}
      okText="驳回"
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText="取消"
      onCancel={() => setRejecting(null)}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={async (v) => (await run(rejecting ?? [], 'reject', v.reason.trim())) && setRejecting(null)}>
        <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }, { min: 2, message: '驳回原因至少 2 个字' }]}>
          <Input.TextArea maxLength={200} showCount rows={3} placeholder="学生会看到这条原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { enabled, selected, select, approve, reject, modal: dialog };
}

/** The batch actions over the selected submissions (至多 100 份). */
export function ReviewBar({ review, rows }: { review: Review; rows: UserReceiveTask[] }) {
  const chosen = rows.filter((r) => review.selected.includes(r.receiveId));
  const pending = rows.filter((r) => r.status === 2);
  return (
    <div className="xm-rt-actions" role="group" aria-label="批量审核">
      <span className="xm-rt-muted">
        已选 {chosen.length} 份待审核的提交（本页待审核 {pending.length} 份，一次至多 {REVIEW_MAX} 份）
      </span>
      <Button disabled={!pending.length} onClick={() => review.select(pending.slice(0, REVIEW_MAX).map((r) => r.receiveId))}>
        全选本页待审核
      </Button>
      <Button type="primary" disabled={!chosen.length || chosen.length > REVIEW_MAX} onClick={() => review.approve(chosen)}>
        批量通过
      </Button>
      <Button danger disabled={!chosen.length || chosen.length > REVIEW_MAX} onClick={() => review.reject(chosen)}>
        批量驳回
      </Button>
    </div>
  );
}

function Fig({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="xm-rt-card">
      <div className="xm-rt-label">{label}</div>
      <div className="xm-rt-value" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** One task's content and money: budget, paid, returned, still frozen; closing it returns the rest. */
export function TaskSummary({ recruitId }: { recruitId: number }) {
  const q = useJobTaskDetail({ recruitId });
  const close = useJobTaskClose();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const t = q.data;
  if (q.isError) return <p role="alert">任务不存在或无权查看</p>;
  if (!t) return <Skeleton active />;
  const submit = async (v: { reason?: string }) => {
    const r = await close.mutateAsync({ data: { recruitId, reason: v.reason?.trim() || null } }).catch(() => null);
    if (!r) return;
    setOpen(false);
    feedback.success(`任务已关闭，退回预算 ${formatMoney(r.returnedAmount - t.returnedAmount)}`);
    invalidateJob(queryClient);
  };
  return (
    <section aria-label="任务与资金">
      <div className="xm-rt-actions">
        <h2 style={{ margin: 0, fontSize: 18 }}>{t.title}</h2>
        <StatusOf map={RECRUIT_STATUS} value={t.status} fallback="—" />
        <span className="xm-rt-muted">
          {t.taskNo} · {TASK_TYPE[t.taskType]} · 单人奖励 {formatMoney(t.rewardAmount)} · 名额 {t.headcount} 人 · 截止 {formatTime(t.endAt, 'YYYY-MM-DD HH:mm')}
        </span>
        {t.canClose ? (
          <Auth authKey={CLOSE_KEYS}>
            <Button danger onClick={() => (form.resetFields(), setOpen(true))}>
              关闭任务
            </Button>
          </Auth>
        ) : null}
      </div>
      {t.description ? <p className="xm-rt-desc">{t.description}</p> : null}
      {t.closedAt ? (
        <p className="xm-rt-muted">
          {formatTime(t.closedAt, 'YYYY-MM-DD HH:mm')} 关闭{t.closeReason ? `：${t.closeReason}` : ''}
        </p>
      ) : null}
      <div className="xm-rt-cards">
        <Fig label="预算（冻结）" value={formatMoney(t.frozenAmount)} testId="task-frozen" />
        <Fig label="已发放" value={formatMoney(t.paidAmount)} testId="task-paid" />
        <Fig label="已退回" value={formatMoney(t.returnedAmount)} testId="task-returned" />
        <Fig label="剩余冻结" value={formatMoney(t.remainingAmount)} testId="task-remaining" />
        <Fig label="领取 / 待审核" value={`${t.receivedCount} / ${t.submittedCount}`} />
        <Fig label="通过 / 名额" value={`${t.passedCount} / ${t.headcount}`} />
      </div>
      <Modal open={open} title={`关闭「${t.title}」？`} okText="关闭并退回预算" okButtonProps={{ danger: true, loading: close.isPending }} cancelText="取消" onCancel={() => setOpen(false)} onOk={() => form.submit()} destroyOnHidden>
        <p>未提交的领取将记为已超时；待审核的提交仍可审核，其奖励继续冻结，其余预算立即退回可提现余额。</p>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="reason" label="关闭原因（可选）">
            <Input maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
