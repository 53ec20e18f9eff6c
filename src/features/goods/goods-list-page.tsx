import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getGoodsListQueryKey, getGoodsStatusCountQueryKey, useGoodsBatch, useGoodsCategoryTree, useGoodsCopy, useGoodsList, useGoodsStatusCount } from '@/api/gen/endpoints/goods/goods';
import type { GoodsBatchBodyAction, GoodsBatchResult, GoodsListItem, GoodsListQuery } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { Auth, useCan } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { DataTable, toAntColumns } from '@/components/data-table/data-table';
import { dayjs } from '@/lib/dayjs';
import { useFormValues } from '@/lib/use-form-values';
import { goodsColumnsStore } from './columns-store';
import { useStore } from './use-store';
import { GOODS_PAGE_SIZES, type GoodsListSearch } from './search';
import { GOODS_TABS, categoryPathIds, categoryTree, toYuan } from './shared';
import Popover from 'antd/es/popover';
import { VirtualTable } from '@/components/virtual-table';
import { ui } from './ui';
import { ACTION_TEXT, BatchResultModal, PreviewDrawer } from './goods-list-dialogs';
import { goodsListColumns } from './goods-list-columns';
import { GoodsListFilter, filterToSearch, type GoodsFilterValues } from './goods-list-filter';
import './goods.css';

const { Button, Checkbox, Form, Select, Space, Segmented, App } = ui;
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

/** /goods/list: status tabs with counts, URL-held filters, a keyset-paginated table and batch actions. */
export function GoodsListPage() {
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/goods/list' });
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<GoodsFilterValues>();
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

  const formInitial = useFormValues<GoodsFilterValues>(form, {
    keyword: search.keyword,
    category: search.categoryId ? categoryPathIds(catList, search.categoryId) : undefined,
    priceMin: toYuan(search.priceMin),
    priceMax: toYuan(search.priceMax),
    stockMin: search.stockMin ?? null,
    stockMax: search.stockMax ?? null,
    created: search.createdFrom || search.createdTo ? [search.createdFrom ? dayjs(search.createdFrom) : null, search.createdTo ? dayjs(search.createdTo) : null] : null,
  });

  const setSearch = (patch: Partial<GoodsListSearch>) => navigate({ search: (prev: GoodsListSearch) => ({ ...prev, ...patch }) });

  const applyFilter = (v: GoodsFilterValues) => void setSearch(filterToSearch(v));

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
  const columns = goodsListColumns({ canEdit, onCopy: doCopy, onOffShelf: (g) => runBatch('offShelf', [g.goodsId]), onPreview: (g) => setPreview(g.goodsId) });
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
      <GoodsListFilter
        form={form}
        initialValues={formInitial}
        catOptions={catOptions}
        onFinish={applyFilter}
        onReset={() => {
          form.resetFields();
          void navigate({ search: (prev: GoodsListSearch) => ({ tab: prev.tab }) });
        }}
      />
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
