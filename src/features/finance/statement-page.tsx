import { useCan } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import {
  financeStatementExport,
  financeStatementLines,
  financeStatementList,
  useFinanceStatementConfirm,
  useFinanceStatementDetail,
  useFinanceStatementDispute,
} from '@/api/gen/endpoints/finance/finance';
import type { FinanceStatement, FinanceStatementLine, FinanceStatementQuery } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { dayjs, formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useKeysetList } from '@/lib/use-keyset-list';
import { FLOW_KINDS, FORMULA_TEXT, PAGE_SIZE, STATEMENT_STATUS } from './constants';
import { rangeFilter, type StatementSearch } from './search';
import { FileButton, Money } from './ui';

const routeApi = getRouteApi('/_authed/_app/finance/account-statement');
const LIST_KEY = '/xm-merchant/finance/statement/list';
const LINES_KEY = '/xm-merchant/finance/statement/lines';
const DETAIL_KEY = '/xm-merchant/finance/statement/detail';

type Figures = Pick<FinanceStatement, 'income' | 'refunds' | 'commission' | 'subsidy' | 'deductions' | 'settled'>;

/** income − refunds − commission + subsidy − deductions, the figure the statement's settled amount must equal. */
export const formulaResult = (s: Figures) => s.income - s.refunds - s.commission + s.subsidy - s.deductions;

/** The formula written out with the statement's own figures, and whether they add up. */
export function Formula({ s }: { s: Figures }) {
  const terms: [string, number][] = [
    ['订单收入', s.income],
    ['− 退款', s.refunds],
    ['− 平台佣金', s.commission],
    ['+ 平台补贴', s.subsidy],
    ['− 扣款', s.deductions],
  ];
  const ok = formulaResult(s) === s.settled;
  return (
    <div className="xm-fin-formula" role="group" aria-label={`结算公式：${FORMULA_TEXT}`}>
      {terms.map(([label, v], i) => (
        <span key={label} style={{ display: 'contents' }}>
          {i > 0 ? <span className="xm-fin-formula-op" aria-hidden="true">{label[0]}</span> : null}
          <span className="xm-fin-formula-term">
            <small>{i > 0 ? label.slice(2) : label}</small>
            <strong>{formatMoney(v)}</strong>
          </span>
        </span>
      ))}
      <span className="xm-fin-formula-op" aria-hidden="true">
        =
      </span>
      <span className="xm-fin-formula-term">
        <small>结算金额</small>
        <strong>{formatMoney(s.settled)}</strong>
      </span>
      <span className={ok ? 'xm-fin-formula-ok' : 'xm-fin-formula-bad'} data-testid="formula-check">
        {ok ? '✓ 金额相符' : `✗ 与公式相差 ${formatMoney(s.settled - formulaResult(s))}，请提出异议`}
      </span>
    </div>
  );
}

function DisputeDialog({ statementNo, line, onClose, onDone }: { statementNo: string; line: FinanceStatementLine | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const dispute = useFinanceStatementDispute();
  const submit = async ({ reason }: { reason: string }) => {
    if (!line) return;
    const ok = await dispute.mutateAsync({ data: { statementNo, lineId: line.lineId, reason: reason.trim() } }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    feedback.success('异议已提交，平台处理后会在明细中答复');
    form.resetFields();
    onDone();
  };
  return (
    <Modal open={!!line} title="对这一行提出异议" onCancel={onClose} onOk={() => form.submit()} okText="提交异议" confirmLoading={dispute.isPending} destroyOnHidden>
      {line ? (
        <p>
          {line.orderNo ? `订单 ${line.orderNo}` : FLOW_KINDS[line.kind]}，结算金额 {formatMoney(line.settled)}
        </p>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="异议原因"
          rules={[
            { required: true, whitespace: true, message: '请填写异议原因' },
            { min: 5, max: 200, message: '异议原因为 5 至 200 字' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount placeholder="例如：该订单佣金费率应为 1%，请核实" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function StatementDrawer({ statementNo, onClose }: { statementNo: string | undefined; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [disputing, setDisputing] = useState<FinanceStatementLine | null>(null);
  const detail = useFinanceStatementDetail({ statementNo: statementNo ?? '' }, { query: { enabled: !!statementNo } });
  const lines = useKeysetList<FinanceStatementLine>([LINES_KEY, statementNo], (cursor, signal) => financeStatementLines({ statementNo: statementNo!, cursor, pageSize: PAGE_SIZE }, undefined, signal), !!statementNo);
  const confirm = useFinanceStatementConfirm();
  const s = detail.data;
  const refresh = () => {
    for (const k of [LIST_KEY, LINES_KEY, DETAIL_KEY]) void queryClient.invalidateQueries({ queryKey: [k] });
  };
  const askConfirm = () => {
    if (!s) return;
    modal.confirm({
      title: `确认 ${s.label} 的对账单？`,
      content: `结算金额 ${formatMoney(s.settled)}。确认后不能再对本账单提出异议。`,
      okText: '确认无误',
      cancelText: '取消',
      onOk: () =>
        confirm.mutateAsync({ data: { statementNo: s.statementNo } }).then(() => {
          feedback.success('对账单已确认');
          refresh();
        }),
    });
  };
  const canAct = s && (s.status === 0 || s.status === 3);
  const can = useCan();
  const canHandle = can(OP.statementHandle);
  const canExport = can(OP.statementExport);
  // A period is confirmed once it is over (the server refuses earlier: more orders may still settle into it).
  // Open while the period has not ended on the platform clock (the server caps generatedAt at the period's end),
  // not the browser's: the platform clock may run ahead of it.
  const open = s ? s.generatedAt < s.periodEnd : false;
  const columns = useMemo<DataColumn<FinanceStatementLine>[]>(
    () => [
      {
        key: 'order',
        title: '订单号',
        width: 190,
        pin: 'start',
        render: (l) =>
          l.orderId ? (
            <RouterAnchor to="/order/detail" search={{ orderId: l.orderId }}>
              {l.orderNo}
            </RouterAnchor>
          ) : (
            '-'
          ),
      },
      { key: 'kind', title: '类型', width: 90, render: (l) => FLOW_KINDS[l.kind] ?? l.kind },
      { key: 'at', title: '发生时间', width: 140, render: (l) => formatTime(l.occurredAt, 'YYYY-MM-DD HH:mm') },
      { key: 'income', title: '订单收入', width: 100, align: 'right', render: (l) => formatMoney(l.income) },
      { key: 'refund', title: '退款', width: 90, align: 'right', render: (l) => formatMoney(l.refund) },
      { key: 'commission', title: '佣金', width: 120, align: 'right', render: (l) => `${formatMoney(l.commission)}（${l.commissionRate}）` },
      { key: 'subsidy', title: '补贴', width: 90, align: 'right', render: (l) => formatMoney(l.subsidy) },
      { key: 'deduction', title: '扣款', width: 90, align: 'right', render: (l) => formatMoney(l.deduction) },
      { key: 'settled', title: '结算金额', width: 110, align: 'right', render: (l) => <Money fen={l.settled} strong /> },
      {
        key: 'dispute',
        title: '异议',
        width: 160,
        pin: 'end',
        render: (l) =>
          l.disputeReason ? (
            <div>
              <StatusTag color={l.disputeStatus === 1 ? 'blue' : 'red'}>{l.disputeStatus === 1 ? '已处理' : '平台处理中'}</StatusTag>
              <div className="xm-fin-muted" style={{ fontSize: 12 }} title={l.disputeReason}>
                {l.disputeReason}
              </div>
              {l.disputeReply ? <div style={{ fontSize: 12 }}>平台答复：{l.disputeReply}</div> : null}
            </div>
          ) : s && s.status !== 1 && canHandle ? (
            <button type="button" className="xm-link-btn" onClick={() => setDisputing(l)}>
              提出异议
            </button>
          ) : (
            '-'
          ),
      },
    ],
    [s, canHandle],
  );
  return (
    <Drawer
      open={!!statementNo}
      onClose={onClose}
      size={1240}
      title={s ? `${s.period === 'day' ? '日' : '月'}账单 ${s.label}` : '对账单'}
      extra={
        s ? (
          <Space>
            {canExport ? <FileButton run={() => financeStatementExport({ statementNo: s.statementNo })}>下载 Excel</FileButton> : null}
            {canAct && canHandle && !open ? (
              <Button type="primary" onClick={askConfirm} loading={confirm.isPending}>
                确认对账单
              </Button>
            ) : canAct ? (
              <span className="xm-fin-muted">账期结束后可确认</span>
            ) : null}
          </Space>
        ) : null
      }
    >
      {s ? (
        <div className="xm-fin" style={{ padding: 0 }}>
          <Space wrap style={{ marginBottom: 12 }}>
            <StatusTag color={STATEMENT_STATUS[s.status]?.color}>{STATEMENT_STATUS[s.status]?.text}</StatusTag>
            <span className="xm-fin-muted">
              对账单号 {s.statementNo} · {s.orderCount} 个订单 · 出账 {formatTime(s.generatedAt, 'YYYY-MM-DD HH:mm')}
              {s.confirmedAt ? ` · 确认于 ${formatTime(s.confirmedAt, 'YYYY-MM-DD HH:mm')}` : ''}
            </span>
          </Space>
          <Formula s={s} />
          {s.status === 2 ? <Alert style={{ marginTop: 12 }} type="warning" showIcon title={`有 ${s.disputeCount} 行异议正在由平台处理，处理完成后可确认对账单。`} /> : null}
          <h3 style={{ margin: '16px 0 8px', fontSize: 15 }}>明细</h3>
          <KeysetTable<FinanceStatementLine>
            aria-label="对账明细"
            rows={lines.rows}
            columns={columns}
            rowKey={(l) => l.lineId}
            loading={lines.loading}
            empty="本账期没有明细"
            hasMore={lines.hasMore}
            loadingMore={lines.loadingMore}
            onLoadMore={lines.loadMore}
          />
          <DisputeDialog
            statementNo={s.statementNo}
            line={disputing}
            onClose={() => setDisputing(null)}
            onDone={() => {
              setDisputing(null);
              refresh();
            }}
          />
        </div>
      ) : detail.isError ? (
        <Alert type="error" title="对账单不存在或无权查看" />
      ) : null}
    </Drawer>
  );
}

/** /finance/account-statement: daily and monthly statements with the formula, drill-down, confirm, dispute, Excel. */
export function StatementPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const period = search.period ?? 'day';
  const body = useMemo<Omit<FinanceStatementQuery, 'cursor' | 'pageSize'>>(() => ({ period, ...rangeFilter(search), ...(search.status !== undefined ? { status: search.status as 0 | 1 | 2 | 3 } : {}) }), [period, search]);
  const list = useKeysetList<FinanceStatement>([LIST_KEY, body], (cursor, signal) => financeStatementList({ ...body, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const set = (patch: Partial<StatementSearch>) => void navigate({ search: (s: StatementSearch) => Object.fromEntries(Object.entries({ ...s, ...patch }).filter(([, v]) => v !== undefined)) as StatementSearch });
  const picker = period === 'month' ? 'month' : 'date';
  const columns = useMemo<DataColumn<FinanceStatement>[]>(
    () => [
      {
        key: 'label',
        title: '账期',
        width: 130,
        pin: 'start',
        render: (s) => (
          <button type="button" className="xm-link-btn" onClick={() => set({ no: s.statementNo })} aria-label={`查看 ${s.label} 的对账单`}>
            {s.label}
          </button>
        ),
      },
      { key: 'orderCount', title: '订单数', width: 80, align: 'right', render: (s) => s.orderCount },
      { key: 'income', title: '订单收入', width: 120, align: 'right', render: (s) => formatMoney(s.income) },
      { key: 'refunds', title: '退款', width: 110, align: 'right', render: (s) => formatMoney(s.refunds) },
      { key: 'commission', title: '平台佣金', width: 110, align: 'right', render: (s) => formatMoney(s.commission) },
      { key: 'subsidy', title: '平台补贴', width: 110, align: 'right', render: (s) => formatMoney(s.subsidy) },
      { key: 'deductions', title: '扣款', width: 110, align: 'right', render: (s) => formatMoney(s.deductions) },
      { key: 'settled', title: '结算金额', width: 130, align: 'right', render: (s) => <Money fen={s.settled} strong /> },
      { key: 'status', title: '状态', width: 110, render: (s) => <StatusTag color={STATEMENT_STATUS[s.status]?.color}>{STATEMENT_STATUS[s.status]?.text}</StatusTag> },
      {
        key: 'actions',
        title: '操作',
        width: 160,
        pin: 'end',
        render: (s) => (
          <div className="xm-row-actions">
            <button type="button" className="xm-link-btn" onClick={() => set({ no: s.statementNo })}>
              明细与确认
            </button>
          </div>
        ),
      },
    ],
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <PageContainer title="对账单">
      <div className="xm-fin">
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`结算公式：${FORMULA_TEXT}`} description="每天结算的订单生成日账单，每月汇总为月账单。请核对后确认；某一行有误时，在明细中对该行提出异议，平台处理后答复。" />
        <div className="xm-fin-filters">
          <Segmented
            aria-label="对账周期"
            value={period}
            onChange={(v) => set({ period: v === 'month' ? 'month' : undefined, from: undefined, to: undefined, no: undefined })}
            options={[
              { value: 'day', label: '日账单' },
              { value: 'month', label: '月账单' },
            ]}
          />
          <DatePicker.RangePicker
            aria-label="账期范围"
            picker={picker}
            allowClear
            value={search.from && search.to ? [dayjs(search.from), dayjs(search.to - 1)] : null}
            onChange={(v) => {
              const unit = period === 'month' ? 'month' : 'day';
              set(v?.[0] && v[1] ? { from: v[0].startOf(unit).valueOf(), to: v[1].endOf(unit).valueOf() + 1 } : { from: undefined, to: undefined });
            }}
          />
          <Select
            aria-label="对账状态"
            allowClear
            placeholder="全部状态"
            style={{ width: 140 }}
            value={search.status}
            onChange={(v?: number) => set({ status: v })}
            options={Object.entries(STATEMENT_STATUS).map(([v, t]) => ({ value: Number(v), label: t.text }))}
          />
        </div>
        <KeysetTable<FinanceStatement>
          aria-label="对账单"
          rows={list.rows}
          columns={columns}
          rowKey={(s) => s.statementNo}
          loading={list.loading}
          empty="没有符合条件的对账单（订单结算后生成）"
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      </div>
      <StatementDrawer statementNo={search.no} onClose={() => set({ no: undefined })} />
    </PageContainer>
  );
}
