import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { financeSubsidyList, useFinanceSubsidyActivities } from '@/api/gen/endpoints/finance/finance';
import type { FinanceSubsidyActivity, FinanceSubsidyLine } from '@/api/gen/model';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime, type Dayjs } from '@/lib/dayjs';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE, SUBSIDY_STATUS } from './constants';
import { rangeFilter, type SubsidySearch } from './search';
import { Money, rangePresets, rangeSearch, rangeValue } from './ui';

const routeApi = getRouteApi('/_authed/_app/finance/subsidy');

interface FormValues {
  range?: [Dayjs, Dayjs] | null;
  activityId?: number;
  orderNo?: string;
}

/** /finance/subsidy: platform subsidies per activity (totals) and per order, filters in the URL. */
export function SubsidyPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [form] = Form.useForm<FormValues>();
  const range = useMemo(() => rangeFilter(search), [search]);
  const activities = useFinanceSubsidyActivities(range);
  const filter = useMemo(() => ({ ...range, ...(search.activityId ? { activityId: search.activityId } : {}), ...(search.orderNo ? { orderNo: search.orderNo } : {}) }), [range, search]);
  const list = useKeysetList<FinanceSubsidyLine>(['/xm-merchant/finance/subsidy/list', filter], (cursor, signal) => financeSubsidyList({ filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const initial = useFormValues(form, { range: rangeValue(search), activityId: search.activityId, orderNo: search.orderNo });
  const apply = (v: FormValues) => void navigate({ search: { ...rangeSearch(v.range), activityId: v.activityId || undefined, orderNo: v.orderNo?.trim() || undefined } as SubsidySearch });

  const activityColumns: DataColumn<FinanceSubsidyActivity>[] = [
    {
      key: 'name',
      title: '平台活动',
      width: 260,
      render: (a) => (
        <button type="button" className="xm-link-btn" onClick={() => void navigate({ search: (s: SubsidySearch) => ({ ...s, activityId: a.activityId }) })} aria-label={`只看 ${a.activityName} 的补贴`}>
          {a.activityName}
        </button>
      ),
    },
    { key: 'orders', title: '订单数', width: 100, align: 'right', render: (a) => a.orderCount },
    { key: 'amount', title: '补贴金额', width: 140, align: 'right', render: (a) => <Money fen={a.amount} strong /> },
    { key: 'settled', title: '已结算', width: 140, align: 'right', render: (a) => formatMoney(a.settledAmount) },
    { key: 'pending', title: '待结算', width: 140, align: 'right', render: (a) => formatMoney(a.amount - a.settledAmount) },
  ];
  const columns: DataColumn<FinanceSubsidyLine>[] = [
    {
      key: 'orderNo',
      title: '订单号',
      width: 220,
      render: (l) => (
        <RouterAnchor to="/order/detail" search={{ orderId: l.orderId }}>
          {l.orderNo}
        </RouterAnchor>
      ),
    },
    { key: 'activity', title: '平台活动', width: 220, render: (l) => l.activityName },
    { key: 'amount', title: '补贴金额', width: 120, align: 'right', render: (l) => <Money fen={l.amount} strong /> },
    { key: 'status', title: '状态', width: 100, render: (l) => <StatusTag color={SUBSIDY_STATUS[l.status]?.color}>{SUBSIDY_STATUS[l.status]?.text}</StatusTag> },
    { key: 'createdAt', title: '付款时间', width: 170, render: (l) => formatTime(l.createdAt) },
    { key: 'settledAt', title: '结算时间', width: 170, render: (l) => formatTime(l.settledAt) },
  ];
  const acts = activities.data;
  return (
    <PageContainer title="补贴明细">
      <div className="xm-fin">
        <Form form={form} layout="inline" initialValues={initial} onFinish={apply} className="xm-fin-filters" aria-label="补贴筛选">
          <Form.Item name="range" label="付款时间">
            <DatePicker.RangePicker allowClear presets={rangePresets()} />
          </Form.Item>
          <Form.Item name="activityId" label="平台活动">
            <Select allowClear placeholder="全部活动" style={{ width: 220 }} options={(acts?.list ?? []).map((a) => ({ value: a.activityId, label: a.activityName }))} />
          </Form.Item>
          <Form.Item name="orderNo" label="订单号" rules={[{ pattern: /^\d{6,32}$/, message: '订单号为 6 至 32 位数字' }]}>
            <Input allowClear placeholder="完整订单号" style={{ width: 210 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button onClick={() => void navigate({ search: {} })}>重置</Button>
            </Space>
          </Form.Item>
        </Form>
        <section className="xm-fin-section" aria-label="按活动汇总">
          <h3>
            按活动汇总{acts ? <span className="xm-fin-muted" style={{ fontWeight: 400, fontSize: 14 }}>（{search.from ? '所选时间内' : '近 90 天'}补贴合计 {formatMoney(acts.total)}）</span> : null}
          </h3>
          <DataTable<FinanceSubsidyActivity> aria-label="按活动汇总" rows={acts?.list ?? []} columns={activityColumns} rowKey={(a) => a.activityId} loading={activities.isLoading} empty="这段时间没有平台补贴" />
        </section>
        <section className="xm-fin-section" aria-label="按订单明细">
          <h3>按订单明细</h3>
          <KeysetTable<FinanceSubsidyLine>
            aria-label="补贴明细"
            rows={list.rows}
            columns={columns}
            rowKey={(l) => l.subsidyId}
            loading={list.loading}
            empty="没有符合条件的补贴"
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        </section>
      </div>
    </PageContainer>
  );
}
