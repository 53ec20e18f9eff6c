import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getCardBatchListQueryKey, useCardBatchAdd, useCardGoodsOptions } from '@/api/gen/endpoints/goods/goods';
import { PageContainer } from '@/components/page-container';
import { dayjs, type Dayjs } from '@/lib/dayjs';
import DatePicker from 'antd/es/date-picker';
import { ui } from './ui';
import './goods.css';

const { Alert, App, Button, Form, Input, Select, Space } = ui;

/** /goods/virtualCardAdd: a new batch for a virtual goods; then on to importing its codes. */
export function VirtualCardAddPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const goods = useCardGoodsOptions({});
  const add = useCardBatchAdd();
  const submit = async (v: { goodsId: number; name: string; validTo?: Dayjs | null; remark?: string }) => {
    const r = await add.mutateAsync({ data: { goodsId: v.goodsId, name: v.name.trim(), validTo: v.validTo ? v.validTo.endOf('day').valueOf() : null, remark: v.remark?.trim() ?? '' } }).catch(() => null);
    if (!r) return;
    await queryClient.invalidateQueries({ queryKey: [getCardBatchListQueryKey()[0]] });
    void message.success('批次已创建，请导入卡密');
    await navigate({ to: '/goods/virtualCardAddData', search: { batchId: r.batchId } });
  };
  return (
    <PageContainer title="新增卡券批次">
      <Form layout="horizontal" labelCol={{ flex: '110px' }} style={{ maxWidth: 640, padding: 24 }} onFinish={submit}>
        {goods.data && !goods.data.list.length ? (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="还没有虚拟卡券商品：请先在发布商品时选择“虚拟卡券”类型。" />
        ) : null}
        <Form.Item name="goodsId" label="卡券商品" rules={[{ required: true, message: '请选择卡券商品' }]}>
          <Select placeholder="请选择" options={(goods.data?.list ?? []).map((g) => ({ value: g.goodsId, label: g.name }))} />
        </Form.Item>
        <Form.Item name="name" label="批次名称" rules={[{ required: true, whitespace: true, message: '请填写批次名称' }, { min: 2, max: 30, message: '批次名称 2 至 30 个字' }]}>
          <Input maxLength={30} showCount placeholder="如：十二月第一批" />
        </Form.Item>
        <Form.Item name="validTo" label="有效期至" extra="不填为长期有效">
          <DatePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '至多 200 字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              创建并导入卡密
            </Button>
            <Link to="/goods/virtualCard">
              <Button>取消</Button>
            </Link>
          </Space>
        </Form.Item>
      </Form>
    </PageContainer>
  );
}
