import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import {
  getTpSampleDetailQueryKey,
  getTpSampleListQueryKey,
  getTpSampleOrdersQueryKey,
  tpSampleOrders,
  useTpSampleDetail,
  useTpSampleList,
  useTpSampleOptions,
  useTpSampleSave,
  useTpSampleStop,
} from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpSample, TpSampleOrder } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { useKeysetList } from '@/lib/use-keyset-list';
import { SAMPLE_EDIT } from './task-constants';
import './school-employee.css';

const configRoute = getRouteApi('/_authed/_app/school-employee/task-package/sample-config');
const editRoute = getRouteApi('/_authed/_app/school-employee/task-package/goods-edit');
const LIVE_KEYS = [[getTpSampleListQueryKey()[0]], [getTpSampleOrdersQueryKey()[0]]];

/** After a save or a stop: the list, the details and the sample orders (by URL prefix: the keys also carry a body). */
function refreshSamples(queryClient: QueryClient) {
  for (const key of [getTpSampleListQueryKey()[0], getTpSampleDetailQueryKey()[0], getTpSampleOrdersQueryKey()[0]]) void queryClient.invalidateQueries({ queryKey: [key] });
}

const sampleColor = (s: TpSample) => (s.status === 2 ? 'default' : s.statusText === '已发完' ? 'orange' : 'green');

/** /school-employee/task-package/sample-config: the samples of task packages with their stock, and the sample orders. */
export function SampleConfigPage() {
  const { sampleId } = configRoute.useSearch();
  const navigate = configRoute.useNavigate();
  const q = useTpSampleList({});
  const stop = useTpSampleStop();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  useLiveInvalidate('taskSample.', LIVE_KEYS);
  const filter = useMemo(() => ({ sampleId: sampleId ?? null }), [sampleId]);
  const orders = useKeysetList<TpSampleOrder>([getTpSampleOrdersQueryKey()[0], filter], (cursor, signal) =>
    tpSampleOrders({ ...filter, cursor, pageSize: 20 }, undefined, signal).then((p) => (p ? { ...p, hasMore: p.nextCursor !== null } : null)),
  );
  const askStop = (s: TpSample) =>
    modal.confirm({
      title: `停止发放「${s.goodsName}」？`,
      content: `之后领取「${s.packageTitle}」的代理不再获得样品，未发放的 ${s.remaining} 件退回库存；已生成的样品单照常发货。`,
      okText: '停止发放',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await stop.mutateAsync({ data: { sampleId: s.sampleId } }).catch(() => null);
        if (!r) return;
        feedback.success(`已停止发放，${r.returned} 件退回库存`);
        refreshSamples(queryClient);
      },
    });
  const columns: DataColumn<TpSample>[] = [
    { key: 'package', title: '任务包', width: 180, render: (s) => `${s.packageTitle}（${s.packagePhaseText}）` },
    {
      key: 'goods',
      title: '样品',
      width: 220,
      render: (s) => (
        <>
          <div>{s.goodsName}</div>
          <div className="xm-se-muted">
            {s.specText} · 售价 {formatMoney(s.unitPrice)}
          </div>
        </>
      ),
    },
    { key: 'per', title: '每人', width: 70, align: 'right', render: (s) => `${s.perAgent} 件` },
    { key: 'total', title: '预留', width: 80, align: 'right', render: (s) => `${s.total} 件` },
    { key: 'allocated', title: '已发放', width: 80, align: 'right', render: (s) => <span data-testid={`allocated-${s.sampleId}`}>{s.allocated} 件</span> },
    { key: 'remaining', title: '剩余', width: 80, align: 'right', render: (s) => `${s.remaining} 件` },
    {
      key: 'orders',
      title: '样品单',
      width: 110,
      render: (s) => (
        <RouterAnchor to="/school-employee/task-package/sample-config" search={{ sampleId: s.sampleId }} title={`只看「${s.goodsName}」的样品单`}>
          {s.orderCount} 单（已发货 {s.shippedCount}）
        </RouterAnchor>
      ),
    },
    { key: 'status', title: '状态', width: 90, render: (s) => <StatusTag color={sampleColor(s)}>{s.statusText}</StatusTag> },
    {
      key: 'ops',
      title: '操作',
      width: 130,
      render: (s) =>
        s.status === 1 ? (
          <Auth authKey={SAMPLE_EDIT} fallback={<span className="xm-se-muted">—</span>}>
            <div className="xm-se-actions">
              <RouterAnchor to="/school-employee/task-package/goods-edit" search={{ sampleId: s.sampleId }} title={`修改「${s.goodsName}」`}>
                修改
              </RouterAnchor>
              <Button type="link" danger size="small" onClick={() => askStop(s)} aria-label={`停止发放「${s.goodsName}」`}>
                停止
              </Button>
            </div>
          </Auth>
        ) : (
          <span className="xm-se-muted">—</span>
        ),
    },
  ];
  const orderColumns: DataColumn<TpSampleOrder>[] = [
    {
      key: 'order',
      title: '订单号',
      width: 190,
      render: (o) => (
        <RouterAnchor to="/order/detail" search={{ orderId: o.orderId }} title={`查看样品单 ${o.orderNo}`}>
          {o.orderNo}
        </RouterAnchor>
      ),
    },
    {
      key: 'agent',
      title: '代理',
      width: 110,
      render: (o) => (
        <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: o.agentId }}>
          {o.agentName}
        </RouterAnchor>
      ),
    },
    { key: 'school', title: '学校', width: 130, render: (o) => o.schoolName },
    { key: 'goods', title: '样品', width: 200, render: (o) => `${o.goodsName}（${o.specText}）× ${o.quantity}` },
    { key: 'package', title: '任务包', width: 160, render: (o) => o.packageTitle },
    { key: 'status', title: '订单状态', width: 90, render: (o) => <StatusTag color={o.orderStatus === 2 ? 'orange' : o.orderStatus === 5 ? 'default' : 'green'}>{o.orderStatusText}</StatusTag> },
    { key: 'created', title: '生成时间', width: 150, render: (o) => formatTime(o.createdAt, 'YYYY-MM-DD HH:mm') },
  ];
  const only = sampleId ? q.data?.list.find((s) => s.sampleId === sampleId) : undefined;
  return (
    <PageContainer
      title="样品配置"
      extra={
        <Auth authKey={SAMPLE_EDIT}>
          <Button type="primary" onClick={() => void navigate({ to: '/school-employee/task-package/goods-edit', search: {} })}>
            配置样品
          </Button>
        </Auth>
      }
    >
      <p className="xm-se-muted">
        给任务包配置免费样品：保存时从商品库存预留样品总数，每名领取任务包的代理自动生成一张金额为 0 的样品单，在订单页发货；停止发放时未发放的件数退回库存。
      </p>
      {q.isError ? <p role="alert">样品配置加载失败</p> : !q.data ? <Skeleton active /> : <DataTable<TpSample> aria-label="样品配置" rows={q.data.list} columns={columns} rowKey={(s) => s.sampleId} empty="还没有配置样品" />}
      <section className="xm-se-section" aria-labelledby="se-sample-orders">
        <h3 id="se-sample-orders">
          样品单{only ? `：${only.goodsName}` : ''}
          {sampleId ? (
            <>
              {' '}
              <RouterAnchor to="/school-employee/task-package/sample-config" search={{}}>
                查看全部
              </RouterAnchor>
            </>
          ) : null}
        </h3>
        <KeysetTable<TpSampleOrder>
          aria-label="样品单"
          rows={orders.rows}
          columns={orderColumns}
          rowKey={(o) => o.id}
          loading={orders.loading}
          empty="还没有样品单：代理领取配置了样品的任务包后生成"
          hasMore={orders.hasMore}
          loadingMore={orders.loadingMore}
          onLoadMore={orders.loadMore}
        />
      </section>
    </PageContainer>
  );
}

interface SampleValues {
  packageId?: number;
  skuId?: number;
  perAgent: number;
  total: number;
  note?: string;
}

/** /school-employee/task-package/goods-edit?sampleId=: configure a package's sample (new) or change its counts. */
export function SampleGoodsEditPage() {
  const { sampleId } = editRoute.useSearch();
  const detail = useTpSampleDetail({ sampleId: sampleId ?? 0 }, { query: { enabled: !!sampleId } });
  const [keyword, setKeyword] = useState('');
  const options = useTpSampleOptions({ keyword: keyword || null }, { query: { placeholderData: (prev) => prev } });
  const save = useTpSampleSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<SampleValues>();
  const s = detail.data;
  useEffect(() => {
    if (s) form.setFieldsValue({ packageId: s.packageId, skuId: s.skuId, perAgent: s.perAgent, total: s.total, note: s.note ?? undefined });
  }, [s, form]);
  const skuId = Form.useWatch('skuId', form);
  const perAgent = Form.useWatch('perAgent', form) ?? 1;
  const total = Form.useWatch('total', form) ?? 0;
  const skus = useMemo(
    () => (options.data?.goods ?? []).flatMap((g) => g.skus.map((k) => ({ ...k, goodsName: g.name, onSale: g.onSale }))),
    [options.data],
  );
  const sku = skus.find((k) => k.skuId === skuId);
  const packageOptions = (options.data?.packages ?? []).map((p) => ({
    value: p.packageId,
    label: `${p.title}（${p.phaseText}，${formatTime(p.deadline, 'MM-DD')} 截止）${p.hasSample && p.packageId !== s?.packageId ? ' · 已有样品' : ''}`,
    disabled: p.hasSample && p.packageId !== s?.packageId,
  }));
  if (s && !packageOptions.some((p) => p.value === s.packageId)) packageOptions.unshift({ value: s.packageId, label: s.packageTitle, disabled: false });
  const skuOptions = skus.map((k) => ({
    value: k.skuId,
    label: `${k.goodsName} · ${k.specText}（${formatMoney(k.price)}，库存 ${k.stock}${k.onSale ? '' : '，已下架'}）`,
  }));
  if (s && !skuOptions.some((k) => k.value === s.skuId)) skuOptions.unshift({ value: s.skuId, label: `${s.goodsName} · ${s.specText}` });
  const submit = async (v: SampleValues) => {
    const res = await save
      .mutateAsync({ data: { sampleId: sampleId ?? null, packageId: v.packageId!, skuId: v.skuId!, perAgent: v.perAgent, total: v.total, note: v.note?.trim() || null } })
      .catch(() => null);
    if (!res) return;
    feedback.success(sampleId ? '样品配置已保存' : `样品已配置，已从库存预留 ${res.total} 件`);
    refreshSamples(queryClient);
    void navigate({ to: '/school-employee/task-package/sample-config', search: {} });
  };
  const title = sampleId ? '修改样品' : '配置样品';
  if (sampleId && !s) return <PageContainer title={title}>{detail.isError ? <p role="alert">样品配置不存在</p> : <Skeleton active />}</PageContainer>;
  const delta = s ? total - s.total : total;
  return (
    <PageContainer title={title}>
      <Form<SampleValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={submit} initialValues={{ perAgent: 1, total: 20 }}>
        <Form.Item name="packageId" label="任务包" rules={[{ required: true, message: '请选择任务包' }]} extra="未关闭且未截止的任务包；每个任务包同时只能有一个发放中的样品">
          <Select placeholder="选择任务包" options={packageOptions} disabled={!!s} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="skuId" label="样品商品" rules={[{ required: true, message: '请选择样品商品与规格' }]} extra={s ? '商品不能修改：如需更换，请停止后重新配置' : '可按商品名称搜索；下架商品也可作样品'}>
          <Select
            placeholder="搜索商品名称"
            options={skuOptions}
            disabled={!!s}
            showSearch
            filterOption={false}
            onSearch={(k) => setKeyword(k.trim().slice(0, 50))}
            loading={options.isFetching}
            notFoundContent={options.isFetching ? '加载中…' : '没有匹配的商品'}
          />
        </Form.Item>
        <Form.Item name="perAgent" label="每人件数" rules={[{ required: true, message: '请输入每人件数' }]}>
          <InputNumber min={1} max={10} precision={0} style={{ width: 200 }} addonAfter="件" />
        </Form.Item>
        <Form.Item
          name="total"
          label="预留总数"
          rules={[
            { required: true, message: '请输入预留总数' },
            {
              validator: (_, v: number | undefined) =>
                v === undefined || v >= perAgent ? (s && v !== undefined && v < s.allocated ? Promise.reject(new Error(`不能少于已发放的 ${s.allocated} 件`)) : Promise.resolve()) : Promise.reject(new Error('预留总数不能少于每人件数')),
            },
          ]}
          extra={`可供 ${Math.floor(total / Math.max(1, perAgent))} 名代理${s ? `；已发放 ${s.allocated} 件` : ''}`}
        >
          <InputNumber min={1} max={100000} precision={0} style={{ width: 200 }} addonAfter="件" />
        </Form.Item>
        <Form.Item name="note" label="备注">
          <Input.TextArea maxLength={200} showCount rows={2} placeholder="例如：体验装，随任务包说明一起寄出" />
        </Form.Item>
        {sku || s ? (
          <Alert
            type={sku && delta > sku.stock ? 'error' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            message={
              delta > 0
                ? `保存后从库存预留 ${delta} 件${sku ? `（当前库存 ${sku.stock} 件）` : ''}，商品可售库存同步减少`
                : delta < 0
                  ? `保存后 ${-delta} 件退回库存`
                  : '库存不变'
            }
          />
        ) : null}
        <div className="xm-se-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => void navigate({ to: '/school-employee/task-package/sample-config', search: {} })}>取消</Button>
        </div>
      </Form>
    </PageContainer>
  );
}
