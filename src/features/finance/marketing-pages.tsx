import { OP } from '@/lib/operate-keys';
import { useMemo, useRef } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { financeMarketingFlow, useFinanceMarketingRecharge, useFinanceMarketingSummary } from '@/api/gen/endpoints/finance/finance';
import type { FinanceFlowLine } from '@/api/gen/model';
import { useCan } from '@/components/auth';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { FLOW_KINDS, PAGE_SIZE } from './constants';
import { rangeFilter, type MarketingKind, type MarketingSearch } from './search';
import { CauseLink, Figure, Money, newRequestId, rangePresets, rangeSearch, rangeValue, toFen } from './ui';
import { LoadError } from '@/components/load-error';

const marketingRoute = getRouteApi('/_authed/_app/finance/marketing');
const SUMMARY_KEY = '/xm-merchant/finance/marketing/summary';
const FLOW_KEY = '/xm-merchant/finance/marketing/flow';
const MARKETING_KINDS: MarketingKind[] = ['marketing_recharge', 'marketing_cost', 'adjust'];

interface FilterValues {
  kinds?: MarketingKind[];
  range?: [Dayjs, Dayjs] | null;
  orderNo?: string;
}

/** /finance/marketing: the marketing account (balance, spending) and its flow, filters in the URL. */
export function MarketingPage() {
  const search = marketingRoute.useSearch();
  const navigate = marketingRoute.useNavigate();
  const go = useNavigate();
  const can = useCan();
  const [form] = Form.useForm<FilterValues>();
  const summary = useFinanceMarketingSummary();
  const filter = useMemo(() => ({ ...(search.kinds ? { kinds: search.kinds } : {}), ...(search.orderNo ? { orderNo: search.orderNo } : {}), ...rangeFilter(search) }), [search]);
  const flow = useKeysetList<FinanceFlowLine>([FLOW_KEY, filter], (cursor, signal) => financeMarketingFlow({ filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const initial = useFormValues(form, { kinds: search.kinds, range: rangeValue(search), orderNo: search.orderNo });
  const apply = (v: FilterValues) => void navigate({ search: { kinds: v.kinds?.length ? v.kinds : undefined, orderNo: v.orderNo?.trim() || undefined, ...rangeSearch(v.range) } as MarketingSearch });
  const s = summary.data;
  const columns: DataColumn<FinanceFlowLine>[] = [
    { key: 'createdAt', title: '时间', width: 170, render: (r) => formatTime(r.createdAt) },
    { key: 'kind', title: '类型', width: 120, render: (r) => FLOW_KINDS[r.kind] ?? r.kind },
    { key: 'amount', title: '金额', width: 130, align: 'right', render: (r) => <Money fen={r.amount} signed strong /> },
    { key: 'balanceAfter', title: '变动后余额', width: 140, align: 'right', render: (r) => <Money fen={r.balanceAfter} /> },
    { key: 'cause', title: '业务来源', width: 240, render: (r) => <CauseLink line={r} /> },
    { key: 'remark', title: '说明', width: 240, render: (r) => r.remark ?? '-' },
  ];
  return (
    <PageContainer
      title="营销资金"
      extra={
        can(OP.financePay) ? (
          <Button type="primary" onClick={() => void go({ to: '/finance/recharge' })}>
            充值
          </Button>
        ) : null
      }
    >
      <div className="xm-fin">
        {summary.isError ? (
          <LoadError what="营销资金" retry={() => void summary.refetch()} />
        ) : !s ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <div className="xm-fin-figures">
            <Figure label="营销资金余额" sub="用于店铺承担的优惠券与活动成本">
              <Money fen={s.balance} strong />
            </Figure>
            <Figure label="本月扣费">
              <Money fen={s.monthSpent} />
            </Figure>
            <Figure label="累计充值">
              <Money fen={s.rechargedTotal} />
            </Figure>
            <Figure label="累计扣费">
              <Money fen={s.spentTotal} />
            </Figure>
          </div>
        )}
        <section className="xm-fin-section">
          <h3>营销资金流水</h3>
          <Form form={form} layout="inline" initialValues={initial} onFinish={apply} className="xm-fin-filters" aria-label="营销流水筛选">
            <Form.Item name="kinds" label="类型">
              <Select mode="multiple" allowClear placeholder="全部类型" style={{ width: 240 }} options={MARKETING_KINDS.map((k) => ({ value: k, label: FLOW_KINDS[k] }))} />
            </Form.Item>
            <Form.Item name="range" label="时间">
              <DatePicker.RangePicker allowClear presets={rangePresets()} />
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
          <KeysetTable<FinanceFlowLine>
            aria-label="营销资金流水"
            rows={flow.rows}
            columns={columns}
            rowKey={(r) => r.entryId}
            loading={flow.loading}
            empty="没有营销资金流水"
            hasMore={flow.hasMore}
            loadingMore={flow.loadingMore}
            onLoadMore={flow.loadMore}
          />
        </section>
      </div>
    </PageContainer>
  );
}

/** /finance/recharge: move money from the available balance into the marketing account (at once). */
export function MarketingRechargePage() {
  const summary = useFinanceMarketingSummary();
  const recharge = useFinanceMarketingRecharge();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ amount: number }>();
  const requestId = useRef(newRequestId('mk'));
  const can = useCan();
  const s = summary.data;
  const maxYuan = s ? s.available / 100 : undefined;
  const submit = async ({ amount }: { amount: number }) => {
    const r = await recharge.mutateAsync({ data: { amount: toFen(amount), requestId: requestId.current } }).catch(() => null);
    if (!r) return;
    requestId.current = newRequestId('mk');
    feedback.success(`已转入营销资金 ${formatMoney(toFen(amount))}，当前余额 ${formatMoney(r.balance)}`);
    form.resetFields();
    for (const k of [SUMMARY_KEY, FLOW_KEY, '/xm-merchant/finance/overview', '/xm-merchant/finance/flow/list']) void queryClient.invalidateQueries({ queryKey: [k] });
  };
  return (
    <PageContainer title="账户充值">
      <div className="xm-fin xm-fin-narrow">
        {summary.isError ? <LoadError what="营销资金" retry={() => void summary.refetch()} /> : null}
        {s ? (
          <div className="xm-fin-figures" style={{ marginBottom: 24 }}>
            <Figure label="营销资金余额">
              <Money fen={s.balance} strong />
            </Figure>
            <Figure label="可提现余额" sub="可转入营销资金">
              <Money fen={s.available} />
            </Figure>
          </div>
        ) : null}
        <p className="xm-fin-muted">营销资金用于支付店铺承担的优惠券与活动成本。从可提现余额转入，立即到账；转入后不能转回可提现。</p>
        <Form form={form} layout="vertical" onFinish={submit} disabled={recharge.isPending}>
          <Form.Item
            name="amount"
            label="转入金额（元）"
            rules={[
              { required: true, message: '请填写转入金额' },
              { type: 'number', min: 1, max: 1000000, message: '金额为 ¥1 至 ¥1,000,000' },
              { validator: (_, v: number | undefined) => (v && s && toFen(v) > s.available ? Promise.reject(new Error(`超过可提现余额 ${formatMoney(s.available)}`)) : Promise.resolve()) },
            ]}
          >
            <InputNumber style={{ width: 240 }} precision={2} min={1} max={maxYuan && maxYuan >= 1 ? Math.min(maxYuan, 1000000) : 1000000} prefix="¥" placeholder="0.00" />
          </Form.Item>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={recharge.isPending} disabled={!s || s.available < 100}>
                确认转入
              </Button>
              {can('finance.marketing.stream.list') ? <RouterAnchor to="/finance/marketing">查看营销资金流水</RouterAnchor> : null}
            </Space>
          </Form.Item>
        </Form>
      </div>
    </PageContainer>
  );
}
