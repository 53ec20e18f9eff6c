import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGoodsListQueryKey,
  getGoodsStatusCountQueryKey,
  useGoodsBatch,
  useGoodsCategoryTree,
  useGoodsCopy,
  useGoodsDetail,
  useGoodsList,
  useGoodsStatusCount,
} from '@/api/gen/endpoints/goods/goods';
import type { GoodsBatchBodyAction, GoodsBatchResult, GoodsListItem, GoodsListQuery } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { Auth, useCan } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { StatusTag } from '@/components/status-tag';
import { DataTable, toAntColumns, type DataColumn } from '@/components/data-table/data-table';
import { dayjs, formatMoney, formatTime } from '@/lib/dayjs';
import { useFormValues } from '@/lib/use-form-values';
import { goodsColumnsStore } from './columns-store';
import { useStore } from './use-store';
import { GOODS_PAGE_SIZES, type GoodsListSearch } from './search';
import { GOODS_STATUS, GOODS_TABS, categoryPathIds, categoryTree, toFen, toYuan } from './shared';
import './goods.css';
import Cascader from 'antd/es/cascader';
import DatePicker from 'antd/es/date-picker';
import InputNumber from 'antd/es/input-number';
import Popover from 'antd/es/popover';
import Table from 'antd/es/table';
import { VirtualTable } from '@/components/virtual-table';
import { ui } from './ui';

const { Button, Checkbox, Form, Input, Modal, Select, Space, Segmented, Tag, Typography, App } = ui;

const routeApi = getRouteApi('/_authed/_app/goods/list');
const VIRTUAL_ABOVE = 200;
const goodsRowKey = (g: GoodsListItem) => g.goodsId;

const OPTIONAL_COLUMNS = [
  { key: 'category', label: '类目' },
  { key: 'price', label: '价格' },
  { key: 'stock', label: '库存' },
  { key: 'sales', label: '销量' },
  { key: 'status', label: '状态' },
  { key: 'createdAt', label: '创建时间' },
  { key: 'updatedAt', label: '更新时间' },
];

const ACTION_TEXT: Record<GoodsBatchBodyAction, string> = { onShelf: '上架', offShelf: '下架', delete: '删除' };

interface FilterValues {
  keyword?: string;
  category?: number[];
  priceMin?: number | null;
  priceMax?: number | null;
  stockMin?: number | null;
  stockMax?: number | null;
  /** Either end may be open (allowEmpty). */
  created?: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
}

/** /goods/list: status tabs with counts, URL-held filters, a keyset-paginated table and batch actions. */
export function GoodsListPage() {
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/goods/list' });
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<FilterValues>();
  const cats = useGoodsCategoryTree();
  const catList = useMemo(() => cats.data?.list ?? [], [cats.data]);
  const catOptions = useMemo(() => categoryTree(catList), [catList]);
  const columnsSnap = useStore(goodsColumnsStore);

  const pageSize = search.pageSize ?? 20;
  const filter = {
    keyword: search.keyword,
    categoryId: search.categoryId,
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    stockMin: search.stockMin,
    stockMax: search.stockMax,
    createdFrom: search.createdFrom,
    createdTo: search.createdTo,
  };
  const filterKey = JSON.stringify({ ...filter, tab: search.tab, sortBy: search.sortBy, sortOrder: search.sortOrder, pageSize });
  // Keyset pagination: cursors[i] opens page i (cursors[0] = null, the first page).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [selected, setSelected] = useState<number[]>([]);
  // Members without the operate key see the goods but no write: no edit, copy, shelf or batch controls.
  const canEdit = useCan()(OP.goodsEdit);
  const [preview, setPreview] = useState<number | null>(null);
  const [result, setResult] = useState<{ action: GoodsBatchBodyAction; data: GoodsBatchResult; names: Map<number, string> } | null>(null);
  // Another filter: back to the first page, nothing selected. On mount both are already so, and returning the same
  // state skips a second render of the whole page before it paints.
  useEffect(() => {
    setCursors((c) => (c.length === 1 && c[0] === null ? c : [null]));
    setSelected((k) => (k.length ? [] : k));
  }, [filterKey]);

  const query: GoodsListQuery = { ...filter, tab: search.tab ?? 0, sortBy: search.sortBy ?? 'createdAt', sortOrder: search.sortOrder ?? 'desc', pageSize, cursor: cursors.at(-1) ?? null };
  const list = useGoodsList(query, { query: { placeholderData: (prev) => prev } });
  const counts = useGoodsStatusCount(filter);
  const rows = list.data?.list ?? [];
  const batch = useGoodsBatch();
  const copy = useGoodsCopy();

  const formInitial = useFormValues<FilterValues>(form, {
    keyword: search.keyword,
    category: search.categoryId ? categoryPathIds(catList, search.categoryId) : undefined,
    priceMin: toYuan(search.priceMin),
    priceMax: toYuan(search.priceMax),
    stockMin: search.stockMin ?? null,
    stockMax: search.stockMax ?? null,
    created: search.createdFrom || search.createdTo ? [search.createdFrom ? dayjs(search.createdFrom) : null, search.createdTo ? dayjs(search.createdTo) : null] : null,
  });

  const setSearch = (patch: Partial<GoodsListSearch>) => navigate({ search: (prev: GoodsListSearch) => ({ ...prev, ...patch }) });

  const applyFilter = (v: FilterValues) => {
    const clean = <T,>(x: T | null | undefined) => (x === null || x === undefined ? undefined : x);
    void setSearch({
      keyword: v.keyword?.trim() || undefined,
      categoryId: v.category?.at(-1),
      priceMin: clean(toFen(v.priceMin)),
      priceMax: clean(toFen(v.priceMax)),
      stockMin: clean(v.stockMin),
      stockMax: clean(v.stockMax),
      createdFrom: v.created?.[0]?.startOf('day').valueOf(),
      createdTo: v.created?.[1]?.endOf('day').valueOf(),
    });
  };

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [getGoodsListQueryKey()[0]] }),
      queryClient.invalidateQueries({ queryKey: [getGoodsStatusCountQueryKey()[0]] }),
    ]);
  };

  const runBatch = (action: GoodsBatchBodyAction, ids: number[]) => {
    const names = new Map(rows.map((r) => [r.goodsId, r.name]));
    modal.confirm({
      title: `确认${ACTION_TEXT[action]} ${ids.length} 件商品？`,
      content: action === 'delete' ? '删除后不可恢复；在售商品须先下架，正在参加活动的商品不能删除。' : action === 'onShelf' ? '未审核通过过的商品将先提交审核。' : '下架后商品进入仓库，买家不可购买。',
      okText: `确认${ACTION_TEXT[action]}`,
      okButtonProps: { danger: action === 'delete' },
      cancelText: '取消',
      onOk: async () => {
        const data = await batch.mutateAsync({ data: { action, goodsIds: ids } }).catch(() => null);
        if (!data) return;
        setSelected([]);
        await refresh();
        if (ids.length === 1 && data.results[0]?.ok) {
          void message.success(data.results[0].msg);
          return;
        }
        setResult({ action, data, names });
      },
    });
  };

  const doCopy = (g: GoodsListItem) =>
    modal.confirm({
      title: '复制商品',
      content: `复制「${g.name}」为新商品？新商品放入仓库，库存为 0。`,
      okText: '复制',
      cancelText: '取消',
      onOk: async () => {
        const r = await copy.mutateAsync({ data: { goodsId: g.goodsId } }).catch(() => null);
        if (!r) return;
        await refresh();
        void message.success('已复制到仓库中');
      },
    });

  const hidden = new Set(columnsSnap.hidden);
  const columns: DataColumn<GoodsListItem>[] = [
    {
      key: 'goods',
      title: '商品',
      width: 270,
      pin: 'start',
      render: (g) => (
        <div className="xm-goods-cell">
          {g.mainImage ? <img src={g.mainImage} alt="" loading="lazy" /> : <img alt="" />}
          <div style={{ minWidth: 0 }}>
            <div className="xm-goods-name" title={g.name}>
              {g.name}
            </div>
            <div className="xm-goods-sub">
              ID {g.goodsId}
              {g.code ? ` · 编码 ${g.code}` : ''}
              {g.goodsType === 2 ? ' · 卡券' : ''}
            </div>
          </div>
        </div>
      ),
    },
    { key: 'category', title: '类目', width: 100, render: (g) => g.categoryName },
    {
      key: 'price',
      title: '价格',
      width: 140,
      render: (g) => (g.priceMin === g.priceMax ? formatMoney(g.priceMin) : `${formatMoney(g.priceMin)} ~ ${formatMoney(g.priceMax)}`),
    },
    { key: 'stock', title: '库存', width: 80, render: (g) => (g.stockTotal === 0 ? <span className="xm-danger">0</span> : g.stockTotal) },
    { key: 'sales', title: '销量', width: 80, render: (g) => g.sales },
    {
      key: 'status',
      title: '状态',
      width: 130,
      render: (g) => (
        <div className="xm-status-cell">
          <StatusTag color={GOODS_STATUS[g.status]?.color}>{GOODS_STATUS[g.status]?.text}</StatusTag>
          {g.soldOut ? <StatusTag color="orange">售罄</StatusTag> : null}
          {g.status === 4 && g.reviewReason ? (
            <span className="xm-reason" title={g.reviewReason}>
              {g.reviewReason}
            </span>
          ) : null}
        </div>
      ),
    },
    { key: 'createdAt', title: '创建时间', width: 140, render: (g) => formatTime(g.createdAt, 'YYYY-MM-DD HH:mm') },
    { key: 'updatedAt', title: '更新时间', width: 140, render: (g) => formatTime(g.updatedAt, 'YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: '操作',
      width: 180,
      pin: 'end',
      render: (g) => (
        <div className="xm-row-actions">
          {canEdit ? (
            <>
              <RouterAnchor to="/goods/edit" search={{ goodsId: g.goodsId }}>
                编辑
              </RouterAnchor>
              <button type="button" className="xm-link-btn" onClick={() => doCopy(g)}>
                复制
              </button>
            </>
          ) : null}
          {canEdit && g.status === 1 ? (
            <button type="button" className="xm-link-btn" onClick={() => runBatch('offShelf', [g.goodsId])}>
              下架
            </button>
          ) : null}
          <button type="button" className="xm-link-btn" onClick={() => setPreview(g.goodsId)}>
            预览
          </button>
        </div>
      ),
    },
  ];
  const hiddenKeys = columnsSnap.hidden;
  const virtual = rows.length > VIRTUAL_ABOVE;
  const page = cursors.length;


  return (
    <PageContainer
      title="商品列表"
      extra={
        <Auth authKey={OP.goodsEdit}>
          <Link to="/goods/edit">
            <Button type="primary">
              + 发布商品
            </Button>
          </Link>
        </Auth>
      }
    >
      <div style={{ padding: '16px 24px 0' }}>
        <Segmented
          aria-label="商品状态"
          value={search.tab ?? 0}
          onChange={(k) => {
            // Counts may have moved since (reviews, other staff): refresh them with every tab change.
            void counts.refetch();
            void setSearch({ tab: k ? (k as GoodsListSearch['tab']) : undefined });
          }}
          options={GOODS_TABS.map((t) => ({ value: t.key, label: `${t.label}${counts.data ? ` ${counts.data[t.count]}` : ''}` }))}
        />
      </div>
      <Form form={form} className="xm-goods-filter" layout="inline" initialValues={formInitial} onFinish={applyFilter}>
        <Form.Item name="keyword" label="关键字">
          <Input allowClear placeholder="商品名称 / ID / 编码" style={{ width: 200 }} maxLength={50} />
        </Form.Item>
        <Form.Item name="category" label="类目">
          <Cascader options={catOptions} changeOnSelect placeholder="全部类目" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item label="价格（元）">
          <Space.Compact>
            <Form.Item name="priceMin" noStyle>
              <InputNumber min={0} precision={2} placeholder="最低" style={{ width: 100 }} aria-label="最低价格" />
            </Form.Item>
            <Form.Item name="priceMax" noStyle>
              <InputNumber min={0} precision={2} placeholder="最高" style={{ width: 100 }} aria-label="最高价格" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="库存">
          <Space.Compact>
            <Form.Item name="stockMin" noStyle>
              <InputNumber min={0} precision={0} placeholder="最低" style={{ width: 90 }} aria-label="最低库存" />
            </Form.Item>
            <Form.Item name="stockMax" noStyle>
              <InputNumber min={0} precision={0} placeholder="最高" style={{ width: 90 }} aria-label="最高库存" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="created" label="创建时间">
          {/* allowEmpty: open-ended ranges filter too, and Tab can leave the empty start field (see the order list). */}
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                void navigate({ search: (prev: GoodsListSearch) => ({ tab: prev.tab }) });
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="xm-goods-toolbar">
        {canEdit ? (
        <Space wrap>
          <span>已选 {selected.length} 件</span>
          <Button disabled={!selected.length} onClick={() => runBatch('onShelf', selected)}>
            批量上架
          </Button>
          <Button disabled={!selected.length} onClick={() => runBatch('offShelf', selected)}>
            批量下架
          </Button>
          <Button danger disabled={!selected.length} onClick={() => runBatch('delete', selected)}>
            批量删除
          </Button>
        </Space>
        ) : (
          <span />
        )}
        <Space wrap>
          <span>排序</span>
          <Select
            aria-label="排序字段"
            value={search.sortBy ?? 'createdAt'}
            style={{ width: 120 }}
            onChange={(v) => void setSearch({ sortBy: v === 'createdAt' ? undefined : v })}
            options={[
              { value: 'createdAt', label: '创建时间' },
              { value: 'price', label: '价格' },
              { value: 'stock', label: '库存' },
              { value: 'sales', label: '销量' },
            ]}
          />
          <Select
            aria-label="排序方向"
            value={search.sortOrder ?? 'desc'}
            style={{ width: 90 }}
            onChange={(v) => void setSearch({ sortOrder: v === 'desc' ? undefined : v })}
            options={[
              { value: 'desc', label: '降序' },
              { value: 'asc', label: '升序' },
            ]}
          />
          <Popover
            trigger="click"
            placement="bottomRight"
            title="显示的列"
            content={
              <Checkbox.Group
                className="xm-column-picker"
                value={OPTIONAL_COLUMNS.map((c) => c.key).filter((k) => !hidden.has(k))}
                options={OPTIONAL_COLUMNS.map((c) => ({ value: c.key, label: c.label }))}
                onChange={(keys) => {
                  goodsColumnsStore.hidden = OPTIONAL_COLUMNS.map((c) => c.key).filter((k) => !keys.includes(k));
                }}
              />
            }
          >
            <Button>
              显示列 {OPTIONAL_COLUMNS.length - hidden.size}/{OPTIONAL_COLUMNS.length}
            </Button>
          </Popover>
        </Space>
      </div>
      {virtual ? (
        // Hundreds of rows (500 a page): antd's virtual table renders only what is on screen.
        <VirtualTable<GoodsListItem>
          rowKey="goodsId"
          size="middle"
          columns={toAntColumns(columns, hiddenKeys)}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: columns.filter((c) => !hidden.has(c.key)).reduce((w, c) => w + c.width, 48), y: 640 }}
          rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
          locale={{ emptyText: '没有符合条件的商品' }}
        />
      ) : (
        <DataTable<GoodsListItem>
          aria-label="商品列表"
          rows={rows}
          columns={columns}
          rowKey={goodsRowKey}
          hidden={hiddenKeys}
          selection={canEdit ? { selected, onChange: (keys) => setSelected(keys as number[]), label: (g) => g.name } : undefined}
          loading={list.isFetching}
          empty={list.isLoading ? '加载中…' : '没有符合条件的商品'}
        />
      )}
      <div className="xm-pager">
        <span>
          共 {list.data?.total ?? 0} 件 · 第 {page} 页
        </span>
        <Button disabled={page <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          上一页
        </Button>
        <Button disabled={!list.data?.nextCursor} onClick={() => list.data?.nextCursor && setCursors((c) => [...c, list.data!.nextCursor!])}>
          下一页
        </Button>
        <Select
          aria-label="每页条数"
          value={pageSize}
          style={{ width: 110 }}
          onChange={(v) => void setSearch({ pageSize: v === 20 ? undefined : v })}
          options={GOODS_PAGE_SIZES.map((n) => ({ value: n, label: `${n} 条/页` }))}
        />
      </div>
      <BatchResultModal result={result} onClose={() => setResult(null)} />
      <PreviewDrawer goodsId={preview} onClose={() => setPreview(null)} />
    </PageContainer>
  );
}

function BatchResultModal({ result, onClose }: { result: { action: GoodsBatchBodyAction; data: GoodsBatchResult; names: Map<number, string> } | null; onClose: () => void }) {
  return (
    <Modal open={!!result} title={result ? `批量${ACTION_TEXT[result.action]}结果` : ''} onCancel={onClose} onOk={onClose} okText="知道了" cancelButtonProps={{ style: { display: 'none' } }} width={640}>
      {result ? (
        <>
          <p>
            成功 <Typography.Text type="success">{result.data.succeeded}</Typography.Text> 件，失败 <Typography.Text type="danger">{result.data.failed}</Typography.Text> 件
          </p>
          <Table
            size="small"
            rowKey="goodsId"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={result.data.results}
            columns={[
              { title: '商品', render: (_, r) => result.names.get(r.goodsId) ?? `ID ${r.goodsId}` },
              { title: '结果', width: 80, render: (_, r) => (r.ok ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>) },
              { title: '说明', dataIndex: 'msg' },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}

/** What buyers will see, roughly: the goods page on a phone. */
function PreviewDrawer({ goodsId, onClose }: { goodsId: number | null; onClose: () => void }) {
  const detail = useGoodsDetail({ goodsId: goodsId ?? 0 }, { query: { enabled: goodsId !== null } });
  const d = detail.data;
  const price = d ? Math.min(...d.skus.map((s) => s.price)) : 0;
  return (
    <Modal open={goodsId !== null} onCancel={onClose} footer={null} title="商品预览" width={440} destroyOnHidden>
      {d ? (
        <div className="xm-preview">
          <img src={d.images[0]} alt="" style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }} />
          <div className="xm-preview-body">
            <div className="xm-preview-price">{formatMoney(price)}</div>
            <h3 style={{ margin: '8px 0 4px' }}>{d.name}</h3>
            {d.sellingPoints ? <Typography.Text type="secondary">{d.sellingPoints}</Typography.Text> : null}
            {d.specs.length ? (
              <div style={{ marginTop: 12 }}>
                {d.specs.map((sp) => (
                  <div key={sp.name} style={{ marginBottom: 8 }}>
                    <span style={{ marginRight: 8 }}>{sp.name}</span>
                    {sp.values.map((v) => (
                      <Tag key={v.value}>{v.value}</Tag>
                    ))}
                  </div>
                ))}
              </div>
            ) : null}
            {/* The detail HTML is sanitized by the server on save (allow-listed tags, safe URLs only: images keep only src). */}
            <div className="xm-preview-detail" style={{ marginTop: 12 }} dangerouslySetInnerHTML={{ __html: withImageAlt(d.detailHtml, `${d.name}详情图`) }} />
          </div>
        </div>
      ) : (
        <Typography.Text type="secondary">加载中…</Typography.Text>
      )}
    </Modal>
  );
}

/** The server keeps only `src` on detail images: each gets a text alternative (axe image-alt, WCAG 1.1.1). */
function withImageAlt(html: string, alt: string): string {
  const safe = alt.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(/<img (?![^>]*\balt=)/g, `<img alt="${safe}" `);
}
