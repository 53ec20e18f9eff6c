import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useJobTaskPublish, useJobTaskPublishInfo } from '@/api/gen/endpoints/remote-task/remote-task';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { dayjs, formatMoney, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { invalidateJob, TASK_TYPE } from './shared';
import './remote-task.css';

interface PublishValues {
  title: string;
  taskType?: number;
  description: string;
  reward: number;
  headcount: number;
  endAt: Dayjs;
}

/**
 * /remote-task/task-publish: a remote task for all students. Its budget (reward × places) is frozen from the
 * available balance when it is published, paid per approved submission, and the rest returned when it closes.
 */
export function TaskPublishPage() {
  const info = useJobTaskPublishInfo();
  const publish = useJobTaskPublish();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PublishValues>();
  const reward = Form.useWatch('reward', form);
  const headcount = Form.useWatch('headcount', form);
  const budget = Math.round((reward ?? 0) * 100) * (headcount ?? 0);
  const available = info.data?.availableAmount;
  const over = available !== undefined && budget > available;
  const submit = async (v: PublishValues) => {
    const r = await publish
      .mutateAsync({
        data: { title: v.title.trim(), taskType: v.taskType!, description: v.description.trim(), rewardAmount: Math.round(v.reward * 100), headcount: v.headcount, endAt: v.endAt.endOf('day').valueOf() },
      })
      .catch(() => null);
    if (!r) return;
    feedback.success(`任务已发布，预算 ${formatMoney(r.budgetAmount)} 已冻结`);
    invalidateJob(queryClient);
    void navigate({ to: '/remote-task/recruit-detail', search: { recruitId: r.recruitId } });
  };
  return (
    <PageContainer title="发布任务">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16, maxWidth: 720 }}
        message="预算 = 单人奖励 × 名额，发布时从可提现余额冻结"
        description="每通过一份提交，从冻结的预算发放一份奖励；任务关闭或到截止时间后，剩余预算退回可提现余额。"
      />
      <Form<PublishValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={submit} initialValues={{ taskType: 2, reward: 20, headcount: 10, endAt: dayjs().add(14, 'day') }}>
        <Form.Item name="title" label="任务标题" rules={[{ required: true, whitespace: true, message: '请输入任务标题' }, { min: 2, message: '任务标题至少 2 个字' }]}>
          <Input maxLength={50} showCount placeholder="如：开学季宿舍好物测评" />
        </Form.Item>
        <Form.Item name="taskType" label="任务类型" rules={[{ required: true, message: '请选择任务类型' }]}>
          <Select style={{ width: 200 }} options={Object.entries(TASK_TYPE).map(([k, v]) => ({ value: Number(k), label: v }))} />
        </Form.Item>
        <Form.Item name="description" label="任务说明" extra="写清要做什么、提交什么、怎样算完成（审核依据）" rules={[{ required: true, whitespace: true, message: '请输入任务说明' }, { min: 10, message: '任务说明至少 10 个字' }]}>
          <Input.TextArea maxLength={2000} showCount rows={4} />
        </Form.Item>
        <div className="xm-rt-row">
          <Form.Item name="reward" label="单人奖励（元）" rules={[{ required: true, message: '请输入单人奖励' }]}>
            <InputNumber min={1} max={10000} precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="headcount" label="名额（人）" rules={[{ required: true, message: '请输入名额' }]}>
            <InputNumber min={1} max={10000} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="endAt" label="截止日期" rules={[{ required: true, message: '请选择截止日期' }]}>
            <DatePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(179, 'day'))} style={{ width: 180 }} />
          </Form.Item>
        </div>
        <div className="xm-rt-budget" aria-live="polite">
          <div>
            预算 <strong data-testid="budget">{formatMoney(budget)}</strong>
          </div>
          <div>可提现余额 {available === undefined ? '—' : formatMoney(available)}</div>
          {over ? <div role="alert" className="xm-rt-warn">预算超过可提现余额，请减少名额或奖励</div> : null}
        </div>
        <div className="xm-rt-row">
          <Button type="primary" htmlType="submit" loading={publish.isPending} disabled={over}>
            发布并冻结预算
          </Button>
          <RouterAnchor to="/remote-task/task-list">返回任务列表</RouterAnchor>
        </div>
      </Form>
    </PageContainer>
  );
}
