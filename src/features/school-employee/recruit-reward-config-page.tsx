import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { getSeRewardConfigGetQueryKey, useSeRewardConfigGet, useSeRewardConfigSave } from '@/api/gen/endpoints/school-employee/school-employee';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { REWARD_EDIT } from './reward-shared';
import { fromWire, toWire } from './sales-reward-add-page';
import './school-employee.css';

interface ConfigValues {
  recruitEnabled: boolean;
  recruitAmount: number;
  holdDays: number;
  minPayout: number;
}

/** /school-employee/recruit-reward-config: the recruit reward, the hold after settlement and the minimum payout. */
export function RecruitRewardConfigPage() {
  const q = useSeRewardConfigGet();
  const save = useSeRewardConfigSave();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ConfigValues>();
  useEffect(() => {
    if (q.data) form.setFieldsValue({ recruitEnabled: q.data.recruitEnabled, recruitAmount: fromWire(q.data.recruitAmount), holdDays: q.data.holdDays, minPayout: fromWire(q.data.minPayout) });
  }, [q.data, form]);
  const submit = async (v: ConfigValues) => {
    const r = await save.mutateAsync({ data: { recruitEnabled: v.recruitEnabled, recruitAmount: toWire(v.recruitAmount), holdDays: v.holdDays, minPayout: toWire(v.minPayout) } }).catch(() => null);
    if (!r) return;
    feedback.success('招募奖励配置已保存');
    queryClient.setQueryData(getSeRewardConfigGetQueryKey(), r);
  };
  return (
    <PageContainer title="招募奖励配置">
      {!q.data ? (
        <Skeleton active />
      ) : (
        <Form<ConfigValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={submit}>
          <p className="xm-se-muted" style={{ marginTop: 0 }}>
            招募奖励：在岗代理推荐的同学成为新的在岗代理后，给推荐人的一次性奖励。销售奖励在订单结算后再经过暂扣天数才可发放，单次发放合计不低于最低发放金额。
            {q.data.updatedAt ? ` 最近修改：${formatTime(q.data.updatedAt, 'YYYY-MM-DD HH:mm')}` : ' 当前为默认配置。'}
          </p>
          <Form.Item name="recruitEnabled" label="启用招募奖励" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="recruitAmount" label="每名新代理的招募奖励（元）" rules={[{ required: true, message: '请输入招募奖励' }]}>
            <InputNumber min={0} max={10000} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="holdDays" label="订单结算后暂扣（天）" rules={[{ required: true, message: '请输入暂扣天数' }]}>
            <InputNumber min={0} max={30} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="minPayout" label="单次最低发放金额（元）" rules={[{ required: true, message: '请输入最低发放金额' }]}>
            <InputNumber min={0} max={1000} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Auth authKey={REWARD_EDIT}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Auth>
        </Form>
      )}
    </PageContainer>
  );
}
