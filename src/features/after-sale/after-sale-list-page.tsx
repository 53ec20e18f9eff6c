import { useEffect, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { afterSaleList, useAfterSaleBatchAgree, useAfterSaleExport, useAfterSaleTabCounts, getAfterSaleTabCountsQueryKey } from '@/api/gen/endpoints/after-sale/after-sale';
import type { AfterSaleSummary } from '@/api/gen/model';
import { DataTable, type DataColumn, type RowKey } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { Auth } from '@/components/auth';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { downloadBase64 } from '@/lib/files';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE, STATUS, TYPE } from './constants';
import { Countdown } from './countdown';
import type { AfterSaleSearch } from './search';
import './after-sale.css';

const routeApi = getRouteApi('/_authed/_app/order/after-sale');
/** Open states get a tab each; the finished ones share one tab with a state picker (13 tabs would not fit). */
const TAB_ORDER = [10, 20, 30, 40, 50, 60, 85];
const DONE = [45, 70, 80, 90, 95];
const BATCH_MAX_DEFAULT = 10000;

interface FormValues {
  caseNo?: string;
  orderNo?: string;
  type?: number;
}

/** /order/after-sale: state tabs with counts, countdowns, URL-held filters, batch agree of small refund-only cases, export. */
export function AfterSaleListPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const filter = useMemo(
    () => ({
      ...(search.status ? { status: search.status as 10 } : {}),
      ...(search.type ? { type: search.type } : {}),
      ...(search.caseNo ? { caseNo: search.caseNo } : {}),
      ...(search.orderNo ? { orderNo: search.orderNo } : {}),
      ...(search.dueSoon ? { dueSoon: 1 } : {}),
    }),
    [search],
  );
  const countFilter = useMemo(() => {
    const { status: _s, ...rest } = filter;
    return rest;
  }, [filter]);
  const counts = useAfterSaleTabCounts({ filter: countFilter });
  const list = useKeysetList<AfterSaleSummary>(['/xm-merchant/afterSale/list', filter], (cursor, signal) => afterSaleList({ filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const [selected, setSelected] = useState<RowKey[]>([]);
  const searchKey = JSON.stringify(search);
  useEffect(() => setSelected((k) => (k.length ? [] : k)), [searchKey]);
  const batch = useAfterSaleBatchAgree();
  const exp = useAfterSaleExport();
  const initial = useFormValues(form, { caseNo: search.caseNo, orderNo: search.orderNo, type: search.type });

  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['/xm-merchant/afterSale/list'] });
    void queryClient.invalidateQueries({ queryKey: getAfterSaleTabCountsQueryKey().slice(0, 1) });
  };
  const apply = (v: FormValues) => {
    const s: AfterSaleSearch = { status: search.status, dueSoon: search.dueSoon, caseNo: v.caseNo?.trim() || undefined, orderNo: v.orderNo?.trim() || undefined, type: v.type || undefined };
    void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, x]) => x !== undefined)) as AfterSaleSearch });
  };

  const eligible = (r: AfterSaleSummary) => r.type === 1 && r.status === 10 && r.applyAmount <= BATCH_MAX_DEFAULT;
  const selectedRows = list.rows.filter((r) => selected.includes(r.afterSaleId));
  const batchAgree = () => {
    const items = selectedRows.filter(eligible).map((r) => ({ afterSaleId: r.afterSaleId, version: r.version }));
    if (!items.length) {
      void message.warning(`请选择待商家处理、申请金额不超过 ${formatMoney(BATCH_MAX_DEFAULT)} 的仅退款售后单`);
      return;
    }
    modal.confirm({
      title: `批量同意 ${items.length} 个仅退款售后单？`,
      content: `同意后立即原路退款，合计 ${formatMoney(selectedRows.filter(eligible).reduce((s, r) => s + r.applyAmount, 0))}。`,
      okText: '同意并退款',
      cancelText: '取消',
      onOk: async () => {
        const r = await batch.mutateAsync({ data: { items } }).catch(() => null);
        if (!r) return;
        const failed = r.results.filter((x) => !x.ok);
        if (failed.length) modal.info({ title: `已同意 ${r.agreed} 单，${failed.length} 单未处理`, content: <ul>{failed.map((f) => <li key={f.afterSaleId}>售后单 {f.afterSaleId}：{f.msg}</li>)}</ul>, okText: '知道了' });
        else void message.success(`已同意 ${r.agreed} 单`);
        refresh();
      },
    });
  };
  const doExport = async () => {
    const r = await exp.mutateAsync({ data: { filter } }).catch(() => null);
    if (r) {
      downloadBase64(r.contentBase64, r.fileName, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      void message.success(`已导出 ${r.rows} 条`);
    }
  };

  const columns: DataColumn<AfterSaleSummary>[] = [
    {
      key: 'caseNo',
      title: '售后单号',
      width: 210,
      pin: 'start',
      render: (r) => (
        <div>
          <RouterAnchor to="/order/after-detail" search={{ afterSaleId: r.afterSaleId }}>
            {r.caseNo}
          </RouterAnchor>
          <div className="xm-muted" style={{ fontSize: 12 }}>
            订单 {r.orderNo}
          </div>
        </div>
      ),
    },
    { key: 'type', title: '类型', width: 100, render: (r) => <span>{TYPE[r.type]}{r.shipped ? '' : <span className="xm-muted">（未发货）</span>}</span> },
    { key: 'status', title: '状态', width: 120, render: (r) => <StatusTag color={STATUS[r.status]?.color}>{r.statusText}</StatusTag> },
    { key: 'deadline', title: '处理时限', width: 160, render: (r) => <Countdown deadline={r.deadlineAt} waiting={r.merchantWaiting} /> },
    { key: 'goods', title: '商品', width: 200, render: (r) => <span title={r.goodsSummary}>{r.goodsSummary}</span> },
    { key: 'reason', title: '原因', width: 130, render: (r) => r.reasonText },
    { key: 'amount', title: '申请金额', width: 110, align: 'right', render: (r) => formatMoney(r.applyAmount) },
    { key: 'created', title: '申请时间', width: 160, render: (r) => formatTime(r.createdAt, 'YYYY-MM-DD HH:mm') },
    {
      key: 'op',
      title: '操作',
      width: 90,
      pin: 'end',
      render: (r) => (
        <RouterAnchor to="/order/after-detail" search={{ afterSaleId: r.afterSaleId }}>
          {r.merchantWaiting ? '处理' : '查看'}
        </RouterAnchor>
      ),
    },
  ];
  const c = counts.data;
  const byStatus = new Map((c?.tabs ?? []).map((t) => [t.status, t.count]));
  return (
    <PageContainer
      title="售后列表"
      extra={
        <Space>
          <Auth authKey="order.return.handle">
            <Button type="primary" disabled={!selectedRows.some(eligible)} loading={batch.isPending} onClick={batchAgree}>
              批量同意{selected.length ? `（已选 ${selected.length}）` : ''}
            </Button>
          </Auth>
          <Auth authKey="order.return.export">
            <Button onClick={() => void doExport()} loading={exp.isPending} disabled={!list.rows.length}>
              导出
            </Button>
          </Auth>
        </Space>
      }
    >
      <Form form={form} layout="inline" initialValues={initial} onFinish={apply} style={{ rowGap: 12, marginBottom: 12 }}>
        <Form.Item name="caseNo" label="售后单号" rules={[{ pattern: /^SH\d{6,20}$/, message: '售后单号以 SH 开头' }]}>
          <Input allowClear placeholder="完整售后单号" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="orderNo" label="订单号" rules={[{ pattern: /^\d{6,32}$/, message: '订单号为 6 至 32 位数字' }]}>
          <Input allowClear placeholder="完整订单号" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label="售后类型">
          <Select allowClear placeholder="全部" style={{ width: 120 }} options={Object.entries(TYPE).map(([v, l]) => ({ value: Number(v), label: l }))} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={() => void navigate({ search: search.status ? { status: search.status } : {} })}>重置</Button>
            <Button type={search.dueSoon ? 'primary' : 'default'} ghost={!!search.dueSoon} onClick={() => void navigate({ search: (s: AfterSaleSearch) => ({ ...s, dueSoon: s.dueSoon ? undefined : 1 }) })}>
              24 小时内到期
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Tabs
        activeKey={search.status && DONE.includes(search.status) ? 'done' : String(search.status ?? 0)}
        onChange={(k) => void navigate({ search: (s: AfterSaleSearch) => ({ ...s, status: k === 'done' ? 45 : Number(k) || undefined }) })}
        items={[
          { key: '0', label: `全部${c ? ` (${c.all})` : ''}` },
          ...TAB_ORDER.map((s) => ({ key: String(s), label: `${STATUS[s]!.text}${c ? ` (${byStatus.get(s) ?? 0})` : ''}` })),
          { key: 'done', label: `已结束${c ? ` (${DONE.reduce((n, s) => n + (byStatus.get(s) ?? 0), 0)})` : ''}` },
        ]}
      />
      {search.status && DONE.includes(search.status) ? (
        <div style={{ marginBottom: 12 }}>
          <label htmlFor="xm-as-done" style={{ marginRight: 8 }}>
            结束状态
          </label>
          <Select
            id="xm-as-done"
            style={{ width: 180 }}
            value={search.status}
            onChange={(v: number) => void navigate({ search: (s: AfterSaleSearch) => ({ ...s, status: v }) })}
            options={DONE.map((s) => ({ value: s, label: `${STATUS[s]!.text}${c ? ` (${byStatus.get(s) ?? 0})` : ''}` }))}
          />
        </div>
      ) : null}
      <DataTable<AfterSaleSummary>
        aria-label="售后单"
        rows={list.rows}
        columns={columns}
        rowKey={(r) => r.afterSaleId}
        loading={list.loading}
        empty="没有符合条件的售后单"
        selection={{ selected, onChange: setSelected, label: (r) => `选择售后单 ${r.caseNo}` }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 0' }} className="xm-muted">
        <span data-testid="loaded-count">已加载 {list.rows.length} 条</span>
        {list.hasMore ? (
          <Button onClick={list.loadMore} loading={list.loadingMore}>
            加载更多
          </Button>
        ) : list.rows.length ? (
          <span>已全部加载</span>
        ) : null}
      </div>
    </PageContainer>
  );
}
