import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { useActivityGoodsOptions, useFullReductionDetail, useFullReductionList, useFullReductionSave, useFullReductionStop } from '@/api/gen/endpoints/activity/activity';
import type { FullReduction, MkGoodsOption } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { K, STATE_COLOR, toFen, yuan } from './shared';
import './activity.css';
import { LoadError } from '@/components/load-error';

const EDIT = ['activity.discount.list', 'activity.discount.edit'];
const LIVE_KEYS = [[K.frs]];
const STATES = [
  { key: '0', label: '全部' },
  { key: '1', label: '未开始' },
  { key: '2', label: '进行中' },
  { key: '3', label: '已结束' },
  { key: '4', label: '已停止' },
];

/** /activity/full-reduction: the shop's full reductions by state (in the URL). */
export function FullReductionListPage({ state }: { state?: number }) {
  const navigate = useNavigate();
  const q = useFullReductionList({ pageSize: 100, ...(state ? { state: state as 1 } : {}) });
  const stop = useFullReductionStop();
  const qc = useQueryClient();
  const { modal } = App.useApp();
  useLiveInvalidate('activity.fullReduction', LIVE_KEYS);
  const askStop = (f: FullReduction) =>
    modal.confirm({
      title: `停止满减「${f.name}」？`,
      okText: '停止',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await stop.mutateAsync({ data: { fullReductionId: f.fullReductionId } }).catch(() => undefined);
        if (r === undefined) return;
        feedback.success('已停止');
        void qc.invalidateQueries({ queryKey: [K.frs] });
      },
    });
  const columns: DataColumn<FullReduction>[] = [
    { key: 'name', title: '名称', width: 160, render: (f) => f.name },
    { key: 'tiers', title: '档位', width: 280, render: (f) => f.tiersText },
    { key: 'scope', title: '商品', width: 100, render: (f) => (f.scope === 1 ? '全店' : <RouterAnchor to="/activity/full-reduction/goods/$activityId" params={{ activityId: f.fullReductionId }}>{`${f.goodsIds.length} 件`}</RouterAnchor>) },
    { key: 'time', title: '活动时间', width: 230, render: (f) => `${formatTime(f.startAt, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(f.endAt, 'MM-DD HH:mm')}` },
    { key: 'orders', title: '订单 / 优惠', width: 150, align: 'right', render: (f) => `${f.orders} 单 / ${yuan(f.discountTotal)}` },
    { key: 'state', title: '状态', width: 90, render: (f) => <StatusTag color={STATE_COLOR[f.state]}>{f.stateText}</StatusTag> },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      pin: 'end',
      render: (f) =>
        f.state === 1 || f.state === 2 ? (
          <Auth authKey={EDIT}>
            <span className="xm-mk-actions">
              <RouterAnchor to="/activity/full-reduction/create/{-$activityId}" params={{ activityId: f.fullReductionId }}>
                编辑
              </RouterAnchor>
              <button type="button" className="xm-mk-danger" onClick={() => askStop(f)}>
                停止
              </button>
            </span>
          </Auth>
        ) : null,
    },
  ];
  return (
    <PageContainer
      title="满减活动"
      extra={
        <Auth authKey={EDIT}>
          <Button type="primary" onClick={() => void navigate({ to: '/activity/full-reduction/create/{-$activityId}', params: { activityId: undefined } })}>
            创建满减
          </Button>
        </Auth>
      }
    >
      <p className="xm-mk-muted">满 X 元减 Y 元，最多 5 档，可设包邮；同一商品同一时间只能参加一个满减。下单时先按活动价，再按满减，最后用优惠券。</p>
      <Tabs activeKey={String(state ?? 0)} items={STATES} onChange={(k) => void navigate({ to: '/activity/full-reduction', search: k === '0' ? {} : { state: Number(k) } })} />
      {q.isError ? <LoadError variant="result" what="满减活动" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <DataTable<FullReduction> aria-label="满减活动" rows={q.data.list} columns={columns} rowKey={(f) => f.fullReductionId} empty="没有满减活动" />}
    </PageContainer>
  );
}

interface Values {
  name: string;
  tiers: Array<{ threshold: number; off: number }>;
  freeShipping: boolean;
  scope: 1 | 2;
  goodsIds: number[];
  period: [Dayjs, Dayjs];
}

function FrForm({ f }: { f: FullReduction | null }) {
  const navigate = useNavigate();
  const save = useFullReductionSave();
  const goods = useActivityGoodsOptions({});
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form) ?? f?.scope ?? 1;
  const init: Partial<Values> = f
    ? { name: f.name, tiers: f.tiers.map((t) => ({ threshold: t.threshold / 100, off: t.off / 100 })), freeShipping: f.freeShipping, scope: f.scope as 1, goodsIds: f.goodsIds, period: [dayjs(f.startAt), dayjs(f.endAt)] }
    : { tiers: [{ threshold: undefined as unknown as number, off: undefined as unknown as number }], freeShipping: false, scope: 1, goodsIds: [], period: [dayjs().add(1, 'hour').startOf('hour'), dayjs().add(7, 'day').endOf('day')] };
  const submit = async (v: Values) => {
    const r = await save
      .mutateAsync({
        data: {
          ...(f ? { fullReductionId: f.fullReductionId, version: f.version } : {}),
          name: v.name.trim(),
          tiers: v.tiers.map((t) => ({ threshold: toFen(t.threshold), off: toFen(t.off) })),
          freeShipping: v.freeShipping,
          scope: v.scope,
          goodsIds: v.scope === 2 ? v.goodsIds : [],
          startAt: v.period[0].valueOf(),
          endAt: v.period[1].valueOf(),
        },
      })
      .catch(() => undefined);
    if (!r) return;
    feedback.success('满减活动已保存');
    void qc.invalidateQueries({ queryKey: [K.frs] });
    void navigate({ to: '/activity/full-reduction', search: {} });
  };
  return (
    <Form<Values> form={form} labelCol={{ flex: '120px' }} initialValues={init} onFinish={submit} className="xm-mk-form">
      <Form.Item name="name" label="活动名称" rules={[{ required: true, whitespace: true, message: '请输入活动名称' }]}>
        <Input maxLength={30} showCount />
      </Form.Item>
      <Form.Item label="满减档位" required>
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'threshold']} rules={[{ required: true, message: '请输入门槛' }]}>
                    <InputNumber min={0.01} max={100000} precision={2} addonBefore={`第 ${i + 1} 档 满`} addonAfter="元" aria-label={`第 ${i + 1} 档门槛（元）`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'off']} rules={[{ required: true, message: '请输入优惠' }]}>
                    <InputNumber min={0.01} max={100000} precision={2} addonBefore="减" addonAfter="元" aria-label={`第 ${i + 1} 档优惠（元）`} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  )}
                </Space>
              ))}
              {fields.length < 5 && (
                <Button onClick={() => add()} aria-label="添加档位">
                  添加档位（最多 5 档）
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="freeShipping" label="包邮" valuePropName="checked">
        <Checkbox>满足任一档位即包邮</Checkbox>
      </Form.Item>
      <Form.Item name="scope" label="适用商品">
        <Radio.Group options={[{ value: 1, label: '全店商品' }, { value: 2, label: '指定商品' }]} />
      </Form.Item>
      {scope === 2 && (
        <Form.Item name="goodsIds" label="指定商品" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择 1 件商品' }]}>
          <Select mode="multiple" loading={goods.isLoading} optionFilterProp="label" options={(goods.data?.list ?? []).map((g: MkGoodsOption) => ({ value: g.goodsId, label: `${g.name}（${yuan(g.price)}）` }))} aria-label="指定商品" />
        </Form.Item>
      )}
      <Form.Item name="period" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /activity/full-reduction/create/{activityId?}: create, or edit the given full reduction. */
export function FullReductionEditPage({ id }: { id?: number }) {
  const q = useFullReductionDetail({ fullReductionId: id ?? 0 }, { query: { enabled: !!id } });
  return (
    <PageContainer title={id ? '编辑满减活动' : '创建满减活动'}>
      <Card>{id ? q.isError ? <LoadError variant="result" what="满减活动" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <FrForm f={q.data} /> : <FrForm f={null} />}</Card>
    </PageContainer>
  );
}

/** /activity/full-reduction/goods/{activityId}: the goods of one full reduction. */
export function FullReductionGoodsPage({ id }: { id: number }) {
  const q = useFullReductionDetail({ fullReductionId: id });
  const goods = useActivityGoodsOptions({});
  const rows = (goods.data?.list ?? []).filter((g) => q.data?.scope === 1 || q.data?.goodsIds.includes(g.goodsId));
  const columns: DataColumn<MkGoodsOption>[] = [
    { key: 'id', title: '商品 ID', width: 90, render: (g) => g.goodsId },
    { key: 'name', title: '商品', width: 300, render: (g) => g.name },
    { key: 'price', title: '价格', width: 100, align: 'right', render: (g) => yuan(g.price) },
    { key: 'skus', title: 'SKU 数', width: 80, align: 'right', render: (g) => g.skus.length },
  ];
  return (
    <PageContainer title={q.data ? `满减商品：${q.data.name}` : '满减活动商品'}>
      {q.isError ? <LoadError variant="result" what="满减活动" retry={() => void q.refetch()} /> : !q.data || !goods.data ? <Skeleton active /> : (
        <>
          <p className="xm-mk-muted">{q.data.tiersText}；{q.data.scope === 1 ? '全店在售商品均参加' : `指定 ${q.data.goodsIds.length} 件商品`}（{q.data.stateText}）</p>
          <DataTable<MkGoodsOption> aria-label="满减商品" rows={rows} columns={columns} rowKey={(g) => g.goodsId} empty="没有在售商品" />
        </>
      )}
    </PageContainer>
  );
}
