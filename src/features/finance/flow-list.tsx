import { Auth } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { useMemo } from 'react';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { financeFlowExport, financeFlowList } from '@/api/gen/endpoints/finance/finance';
import type { FinanceAccount, FinanceFlowFilter, FinanceFlowKind, FinanceFlowLine } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { formatTime, type Dayjs } from '@/lib/dayjs';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { ACCOUNTS, FLOW_KINDS, FLOW_KIND_GROUPS, PAGE_SIZE } from './constants';
import { rangeFilter, type FlowSearch } from './search';
import { CauseLink, FileButton, Money, rangePresets, rangeSearch, rangeValue } from './ui';

export const FLOW_KEY = '/xm-merchant/finance/flow/list';

interface FormValues {
  kinds?: FinanceFlowKind[];
  account?: FinanceAccount;
  range?: [Dayjs, Dayjs] | null;
  orderNo?: string;
}

/** The contract's filter of a flow search; `fixedAccount` is the account of a balance tab. */
export function toFlowFilter(s: FlowSearch, fixedAccount?: FinanceAccount): FinanceFlowFilter {
  const account = fixedAccount ?? s.account;
  return { ...(account ? { accounts: [account] } : {}), ...(s.kinds ? { kinds: s.kinds } : {}), ...(s.orderNo ? { orderNo: s.orderNo } : {}), ...rangeFilter(s) };
}

const KIND_OPTIONS = FLOW_KIND_GROUPS.map((g) => ({ label: g.label, title: g.label, options: g.kinds.map((k) => ({ value: k, label: FLOW_KINDS[k] })) }));

/**
 * The money flow: type, date range and order-number filters held in the URL, keyset pages, an Excel export of the
 * same filter, and for every line a link to what caused it. `account` fixes the account (a balance tab); without
 * it the account is one more filter.
 */
export function FlowList({ search, onSearch, account, label }: { search: FlowSearch; onSearch: (s: FlowSearch) => void; account?: FinanceAccount; label: string }) {
  const [form] = Form.useForm<FormValues>();
  const filter = useMemo(() => toFlowFilter(search, account), [search, account]);
  const list = useKeysetList<FinanceFlowLine>([FLOW_KEY, filter], (cursor, signal) => financeFlowList({ filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const initial = useFormValues(form, { kinds: search.kinds, account: search.account, orderNo: search.orderNo, range: rangeValue(search) });

  const apply = (v: FormValues) => {
    onSearch({
      ...(account ? { account: search.account } : { account: v.account || undefined }),
      kinds: v.kinds?.length ? v.kinds : undefined,
      orderNo: v.orderNo?.trim() || undefined,
      ...rangeSearch(v.range),
    });
  };
  const reset = () => onSearch(account && search.account ? { account: search.account } : {});

  const columns = useMemo<DataColumn<FinanceFlowLine>[]>(
    () => [
      { key: 'createdAt', title: '入账时间', width: 160, render: (r) => formatTime(r.createdAt) },
      ...(account ? [] : [{ key: 'account', title: '账户', width: 84, render: (r: FinanceFlowLine) => ACCOUNTS[r.account] ?? r.account }]),
      { key: 'kind', title: '类型', width: 110, render: (r) => FLOW_KINDS[r.kind] ?? r.kind },
      { key: 'amount', title: '金额', width: 120, align: 'right', render: (r) => <Money fen={r.amount} signed strong /> },
      { key: 'balanceAfter', title: '变动后余额', width: 130, align: 'right', render: (r) => <Money fen={r.balanceAfter} /> },
      { key: 'cause', title: '业务来源', width: 240, render: (r) => <CauseLink line={r} /> },
      { key: 'remark', title: '说明', width: 240, render: (r) => (r.remark ? <span className="xm-fin-remark" title={r.remark}>{r.remark}</span> : '-') },
    ],
    [account],
  );

  return (
    <div>
      <Form form={form} layout="inline" initialValues={initial} onFinish={apply} className="xm-fin-filters" aria-label={`${label}筛选`}>
        {account ? null : (
          <Form.Item name="account" label="账户">
            <Select allowClear placeholder="全部账户" style={{ width: 130 }} options={Object.entries(ACCOUNTS).map(([value, l]) => ({ value, label: l }))} />
          </Form.Item>
        )}
        <Form.Item name="kinds" label="类型">
          <Select mode="multiple" allowClear placeholder="全部类型" style={{ width: 280 }} maxTagCount="responsive" options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="range" label="入账时间">
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
            <Button onClick={reset}>重置</Button>
            <Auth authKey={OP.flowExport}>
              <FileButton run={() => financeFlowExport({ filter })} disabled={!list.rows.length}>
                导出 Excel
              </FileButton>
            </Auth>
          </Space>
        </Form.Item>
      </Form>
      <KeysetTable<FinanceFlowLine>
        aria-label={label}
        rows={list.rows}
        columns={columns}
        rowKey={(r) => r.entryId}
        loading={list.loading}
        empty="没有符合条件的流水"
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </div>
  );
}
