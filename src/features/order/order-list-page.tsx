import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { getOrderTabCountsQueryKey, orderList, useOrderGoodsOptions, useOrderTabCounts } from '@/api/gen/endpoints/order/order';
import type { OrderSummary } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { VirtualTable } from '@/components/virtual-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { CheckBox } from '@/components/check-box';
import { useFormValues } from '@/lib/use-form-values';
import { dayjs, formatMoney, formatTime, type Dayjs } from '@/lib/dayjs';
import { DELIVERY, logisticsName, STATUS, TABS } from './constants';
import { ExportButton } from './export-dialog';
import { useCan } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { serverNow } from '@/lib/server-clock';
import { revealPrivacy, useCanReveal } from './privacy';
import type { OrderPrivacy } from '@/api/gen/model';
// The ship dialogs (Upload, Alert, Tag, a second Table) load when one is first opened, not with the list.
const ShipDialog = lazy(() => import('./ship-dialogs').then((m) => ({ default: m.ShipDialog })));
const BatchShipDialog = lazy(() => import('./ship-dialogs').then((m) => ({ default: m.BatchShipDialog })));
const ImportShipDialog = lazy(() => import('./ship-dialogs').then((m) => ({ default: m.ImportShipDialog })));
import { toFilter, type OrderSearch } from './search';

const routeApi = getRouteApi('/_authed/_app/order/list');
const PAGE_SIZE = 50;

interface FormValues {
  orderNo?: string;
  goodsId?: number;
  buyerPhone?: string;
  receiverName?: string;
  school?: string;
  campus?: string;
  /** Either end may be open (allowEmpty). */
  range?: [Dayjs | null, Dayjs | null] | null;
  deliveryType?: number;
}

function useTableHeight() {
  const [h, setH] = useState(() => (typeof window === 'undefined' ? 600 : Math.max(360, window.innerHeight - 400)));
  useEffect(() => {
    const on = () => setH(Math.max(360, window.innerHeight - 400));
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

/** `id` comes from Form.Item: it ties the field's label (商品) to the search input. */
function GoodsSelect({ id, value, onChange }: { id?: string; value?: number; onChange?: (v?: number) => void }) {
  const [kw, setKw] = useState('');
  const q = useOrderGoodsOptions({ keyword: kw }, { query: { staleTime: 30_000 } });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKw }}
      allowClear
      placeholder="搜索商品名称"
      style={{ width: 200 }}
      value={value}
      onChange={onChange}
      loading={q.isFetching}
      options={(q.data ?? []).map((g) => ({ value: g.goodsId, label: g.name }))}
      notFoundContent={q.isFetching ? '搜索中…' : '没有匹配的商品'}
    />
  );
}

/** /order/list: status tabs with counts, URL-held filters, keyset pages in a virtual table, ship, import, export. */
export function OrderListPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const filter = useMemo(() => toFilter(search), [search]);
  const countFilter = useMemo(() => {
    const { tab: _tab, ...rest } = filter;
    return rest;
  }, [filter]);
  const counts = useOrderTabCounts({ filter: countFilter });
  const list = useInfiniteQuery({
    queryKey: ['/xm-merchant/order/list', 'infinite', filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => orderList({ filter, cursor: pageParam, pageSize: PAGE_SIZE }, undefined, signal),
    getNextPageParam: (last) => (last?.hasMore ? last.nextCursor : undefined),
  });
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p?.list ?? []) ?? [], [list.data]);
  const [selected, setSelected] = useState<number[]>([]);
  const [shipping, setShipping] = useState<OrderSummary | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  // Once one of them has been opened the dialogs stay mounted (their closing animation, their state).
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const dialogsWanted = dialogsUsed || shipping !== null || batchOpen || importOpen;
  useEffect(() => {
    if (dialogsWanted) setDialogsUsed(true);
  }, [dialogsWanted]);
  const height = useTableHeight();
  // Reveals live in the page (one state for all rows): rows mount and unmount while the virtual table scrolls.
  const canReveal = useCanReveal();
  // Write controls only for holders of the operate keys (the server refuses the rest with 1004 anyway).
  const can = useCan();
  const canShip = can(OP.orderShip);
  const canExport = can(OP.orderExport);
  const [revealed, setRevealed] = useState<Record<number, OrderPrivacy>>({});
  const reveal = async (orderId: number) => {
    const r = await revealPrivacy(orderId);
    if (r) setRevealed((m) => ({ ...m, [orderId]: r }));
  };

  const formInitial = useFormValues(form, {
    orderNo: search.orderNo,
    goodsId: search.goodsId,
    buyerPhone: search.buyerPhone,
    receiverName: search.receiverName,
    school: search.school,
    campus: search.campus,
    deliveryType: search.deliveryType,
    range: search.from || search.to ? [search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to - 1) : null] : null,
  });
  // Another filter, another list: nothing stays selected. (The same state when nothing is: no second render on mount.)
  const searchKey = JSON.stringify(search);
  useEffect(() => setSelected((k) => (k.length ? [] : k)), [searchKey]);

  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['/xm-merchant/order/list'] });
    void queryClient.invalidateQueries({ queryKey: getOrderTabCountsQueryKey().slice(0, 1) });
  };

  const apply = (v: FormValues) => {
    const s: OrderSearch = {
      tab: search.tab,
      orderNo: v.orderNo?.trim() || undefined,
      goodsId: v.goodsId || undefined,
      buyerPhone: v.buyerPhone?.trim() || undefined,
      receiverName: v.receiverName?.trim() || undefined,
      school: v.school?.trim() || undefined,
      campus: v.campus?.trim() || undefined,
      deliveryType: v.deliveryType || undefined,
      from: v.range?.[0]?.startOf('day').valueOf(),
      to: v.range?.[1] ? v.range[1].endOf('day').valueOf() + 1 : undefined,
    };
    void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, x]) => x !== undefined)) as OrderSearch });
  };

  // Stable columns: the virtual table re-renders only the rows it shows while scrolling.
  const columns = useMemo<ColumnsType<OrderSummary>>(() => [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 220,
      fixed: 'left',
      render: (no: string, o) => (
        <div>
          <RouterAnchor to="/order/detail" search={{ orderId: o.orderId }}>
            {no}
          </RouterAnchor>
          <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>{formatTime(o.createdAt)}</div>
        </div>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (v: number, o) => (
        <div className="xm-status-cell">
          <StatusTag color={STATUS[v]?.color}>{STATUS[v]?.text}</StatusTag>
          {o.afterSaleStatus === 1 ? <StatusTag color="red">售后中</StatusTag> : null}
        </div>
      ),
    },
    {
      title: '物流',
      dataIndex: 'trackingNo',
      width: 170,
      render: (no: string | null, o) =>
        no ? (
          <span>
            {logisticsName(o.logisticsCompany)}
            <br />
            <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{no}</span>
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: '商品',
      dataIndex: 'goodsSummary',
      width: 240,
      ellipsis: { showTitle: false },
      render: (g: string, o) => (
        <span title={g}>
          {g}
          <span style={{ color: 'var(--ant-color-text-tertiary)' }}> ×{o.itemCount}</span>
        </span>
      ),
    },
    { title: '实付', dataIndex: 'paidAmount', width: 110, align: 'right', render: (v: number, o) => <span title={`运费 ${formatMoney(o.freightAmount)}，优惠 ${formatMoney(o.discountAmount)}`}>{formatMoney(v)}</span> },
    {
      title: '收货人',
      width: 230,
      render: (_, o) => {
        const r = revealed[o.orderId];
        return (
          <span>
            {o.receiverName} {r ? r.receiverPhone : o.receiverPhone}
            {canReveal && !r ? (
              // Text, not an icon: each antd icon instance re-checks the icon stylesheet on mount (a scan of every
              // <style> element), per row and per row scrolled into the virtual table.
              <button type="button" className="xm-link-btn xm-reveal-btn" aria-label="查看完整信息" title="查看完整信息（将记入审计日志）" onClick={() => void reveal(o.orderId)}>
                查看
              </button>
            ) : null}
            <br />
            <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{r ? r.receiverAddress : `${o.school} ${o.campus}`}</span>
          </span>
        );
      },
    },
    { title: '配送', dataIndex: 'deliveryType', width: 90, render: (v: number) => DELIVERY[v] },
    {
      title: '最晚发货',
      dataIndex: 'shipByAt',
      width: 150,
      render: (v: number | null) => {
        if (!v) return '-';
        const late = v < serverNow(); // ship-by is on the platform clock
        return <span style={{ color: late ? '#cf1322' : undefined }}>{formatTime(v, 'MM-DD HH:mm')}{late ? ' 已超时' : ''}</span>;
      },
    },
    { title: '备注', dataIndex: 'merchantRemark', width: 140, ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      title: '操作',
      width: 130,
      fixed: 'right',
      render: (_, o) => (
        <div className="xm-row-actions">
          <RouterAnchor to="/order/detail" search={{ orderId: o.orderId }}>
            详情
          </RouterAnchor>
          {canShip && o.status === 2 && o.afterSaleStatus !== 1 ? (
            <button type="button" className="xm-link-btn" onClick={() => setShipping(o)}>
              发货
            </button>
          ) : null}
        </div>
      ),
    },
  ], [revealed, canReveal, canShip]);

  // Stable props: a new object each render makes the table rebuild its columns and every visible row's cells.
  const scroll = useMemo(() => ({ x: 1590, y: height }), [height]);
  // Native checkboxes (an antd Checkbox per visible row, rendered twice as the virtual table measures itself, was about
  // a quarter of a route change here); antd keeps the column, the selected-row highlight and the fixed position.
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const allSelected = rows.length > 0 && selected.length >= rows.length && rows.every((r) => selectedSet.has(r.orderId));
  const someSelected = !allSelected && rows.some((r) => selectedSet.has(r.orderId));
  const rowSelection = useMemo(
    () => ({
      selectedRowKeys: selected,
      columnWidth: 48,
      columnTitle: <CheckBox label="全选已加载的订单" checked={allSelected} indeterminate={someSelected} disabled={!rows.length} onChange={() => setSelected(allSelected ? [] : rows.map((r) => r.orderId))} />,
      renderCell: (checked: boolean, o: OrderSummary) => (
        <CheckBox
          label={`选择订单 ${o.orderNo}`}
          checked={checked}
          onChange={() => setSelected((keys) => (keys.includes(o.orderId) ? keys.filter((k) => k !== o.orderId) : [...keys, o.orderId]))}
        />
      ),
    }),
    [selected, rows, allSelected, someSelected],
  );
  const c = counts.data;
  const selectedRows = useMemo(() => {
    const set = new Set(selected);
    return rows.filter((r) => set.has(r.orderId));
  }, [rows, selected]);
  return (
    <PageContainer
      title="订单列表"
      extra={
        <Space>
          {canShip ? (
            <>
              <Button onClick={() => setImportOpen(true)}>导入发货</Button>
              <Button type="primary" disabled={!selectedRows.some((r) => r.status === 2)} onClick={() => setBatchOpen(true)}>
                批量发货{selected.length ? `（已选 ${selected.length}）` : ''}
              </Button>
            </>
          ) : null}
          {canExport ? <ExportButton filter={filter} disabled={!rows.length} /> : null}
        </Space>
      }
    >
      <Form form={form} layout="inline" initialValues={formInitial} onFinish={apply} style={{ rowGap: 12, marginBottom: 12 }}>
        <Form.Item name="orderNo" label="订单号" rules={[{ pattern: /^\d{6,32}$/, message: '订单号为 6 至 32 位数字' }]}>
          <Input allowClear placeholder="完整订单号" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="goodsId" label="商品">
          <GoodsSelect />
        </Form.Item>
        <Form.Item name="buyerPhone" label="买家手机号" rules={[{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}>
          <Input allowClear placeholder="完整手机号" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="receiverName" label="收货人">
          <Input allowClear placeholder="收货人姓名" style={{ width: 120 }} maxLength={50} />
        </Form.Item>
        <Form.Item name="school" label="学校">
          <Input allowClear placeholder="学校" style={{ width: 140 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="campus" label="校区">
          <Input allowClear placeholder="校区" style={{ width: 120 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="range" label="下单时间">
          {/* allowEmpty: an open-ended range is a valid filter, and without it Tab cannot leave the empty start field
              (@rc-component/picker 1.12 keeps focus on it). */}
          <DatePicker.RangePicker allowClear allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="deliveryType" label="配送方式">
          <Select allowClear placeholder="全部" style={{ width: 120 }} options={Object.entries(DELIVERY).map(([v, l]) => ({ value: Number(v), label: l }))} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={() => void navigate({ search: search.tab ? { tab: search.tab } : {} })}>重置</Button>
          </Space>
        </Form.Item>
      </Form>
      <Tabs
        activeKey={String(search.tab ?? 0)}
        onChange={(k) => void navigate({ search: (s: OrderSearch) => ({ ...s, tab: Number(k) || undefined }) })}
        items={TABS.map((t) => ({ key: String(t.key), label: `${t.label}${c ? ` (${c[t.count]})` : ''}` }))}
      />
      <VirtualTable<OrderSummary>
        scrollLabel="订单列表"
        rowKey="orderId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        pagination={false}
        scroll={scroll}
        rowSelection={canShip ? rowSelection : undefined}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollHeight - el.scrollTop - el.clientHeight < 400 && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        locale={{ emptyText: '没有符合条件的订单' }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 0', color: 'var(--ant-color-text-tertiary)' }}>
        <span data-testid="loaded-count">
          已加载 {rows.length} 条{c ? `，本标签共 ${c[TABS[search.tab ?? 0]!.count]} 条` : ''}
        </span>
        {list.hasNextPage ? (
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            加载更多
          </Button>
        ) : rows.length ? (
          <span>已全部加载</span>
        ) : null}
      </div>
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <ShipDialog order={shipping} onClose={() => setShipping(null)} onShipped={() => { setShipping(null); refresh(); }} />
          <BatchShipDialog orders={selectedRows} open={batchOpen} onClose={() => setBatchOpen(false)} onDone={refresh} />
          <ImportShipDialog open={importOpen} onClose={() => setImportOpen(false)} onDone={refresh} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
