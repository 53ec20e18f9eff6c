import { Auth, useCan } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import {
  financeInvoiceDownload,
  financeInvoiceList,
  useFinanceInvoiceApply,
  useFinanceInvoiceRed,
  useFinanceInvoiceSummary,
  useFinanceInvoiceTitleGet,
  useFinanceInvoiceTitleSave,
} from '@/api/gen/endpoints/finance/finance';
import type { FinanceInvoice, FinanceInvoiceMonth, FinanceInvoiceTitle, FinanceInvoiceTitleBody } from '@/api/gen/model';
import { DataTable, type DataColumn, type RowKey } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useKeysetList } from '@/lib/use-keyset-list';
import { INVOICE_STATUS, INVOICE_TYPES, PAGE_SIZE } from './constants';
import type { InvoiceHistorySearch } from './search';
import { FileButton, Figure, Money } from './ui';
import { LoadError } from '@/components/load-error';

const historyRoute = getRouteApi('/_authed/_app/finance/invoice/history');
const KEYS = {
  summary: '/xm-merchant/finance/invoice/summary',
  title: '/xm-merchant/finance/invoice/title/get',
  list: '/xm-merchant/finance/invoice/list',
};

/** Whether a saved title carries everything a 专票 needs. */
export const specialReady = (t: FinanceInvoiceTitle | null | undefined) => !!(t && t.registeredAddress && t.registeredPhone && t.bankName && t.bankAccount);

function TitleForm({ title, onSaved, onCancel }: { title: FinanceInvoiceTitle | null; onSaved: () => void; onCancel?: () => void }) {
  const [form] = Form.useForm<FinanceInvoiceTitleBody>();
  const save = useFinanceInvoiceTitleSave();
  const submit = async (v: FinanceInvoiceTitleBody) => {
    const trimmed = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]).filter(([, x]) => x !== '' && x != null)) as unknown as FinanceInvoiceTitleBody;
    const ok = await save.mutateAsync({ data: trimmed }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    feedback.success('发票抬头已保存');
    onSaved();
  };
  const initial = title ? { ...title, registeredAddress: title.registeredAddress ?? undefined, registeredPhone: title.registeredPhone ?? undefined, bankName: title.bankName ?? undefined, bankAccount: title.bankAccount ?? undefined } : undefined;
  return (
    <Form<FinanceInvoiceTitleBody> form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending} className="xm-fin-narrow">
      <Form.Item name="titleName" label="发票抬头" rules={[{ required: true, whitespace: true, message: '请填写发票抬头' }, { min: 2, max: 100, message: '抬头为 2 至 100 个字' }]}>
        <Input maxLength={100} placeholder="与营业执照一致的公司名称" />
      </Form.Item>
      <Form.Item name="taxNo" label="纳税人识别号" rules={[{ required: true, message: '请填写纳税人识别号' }, { pattern: /^[0-9A-Z]{15,20}$/, message: '纳税人识别号为 15 至 20 位大写字母或数字' }]}>
        <Input maxLength={20} placeholder="统一社会信用代码" />
      </Form.Item>
      <Form.Item name="email" label="收票邮箱" rules={[{ required: true, message: '请填写收票邮箱' }, { type: 'email', message: '邮箱格式不正确' }, { max: 100 }]}>
        <Input maxLength={100} placeholder="电子发票发送到该邮箱" />
      </Form.Item>
      <p className="xm-fin-muted">以下为开具增值税专用发票的必填项，只开普通发票可不填。</p>
      <Form.Item name="registeredAddress" label="注册地址" rules={[{ max: 200, message: '注册地址至多 200 字' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="registeredPhone" label="注册电话" rules={[{ pattern: /^[0-9-]{7,20}$/, message: '电话为 7 至 20 位数字或短横线' }]}>
        <Input maxLength={20} placeholder="例如 0571-88886666" />
      </Form.Item>
      <Form.Item name="bankName" label="开户银行" rules={[{ max: 100, message: '开户银行至多 100 字' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="bankAccount" label="银行账号" rules={[{ pattern: /^\d{8,30}$/, message: '银行账号为 8 至 30 位数字' }]}>
        <Input maxLength={30} inputMode="numeric" />
      </Form.Item>
      <Space>
        <Auth authKey={OP.invoiceEdit}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存抬头
          </Button>
        </Auth>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
      </Space>
    </Form>
  );
}

function TitleView({ t }: { t: FinanceInvoiceTitle }) {
  return (
    <dl className="xm-fin-desc">
      <dt>发票抬头</dt>
      <dd>{t.titleName}</dd>
      <dt>纳税人识别号</dt>
      <dd>{t.taxNo}</dd>
      <dt>收票邮箱</dt>
      <dd>{t.email}</dd>
      <dt>注册地址</dt>
      <dd>{t.registeredAddress ?? '未填写'}</dd>
      <dt>注册电话</dt>
      <dd>{t.registeredPhone ?? '未填写'}</dd>
      <dt>开户银行</dt>
      <dd>{t.bankName ?? '未填写'}</dd>
      <dt>银行账号</dt>
      <dd>{t.bankAccount ?? '未填写'}</dd>
    </dl>
  );
}

/** /finance/invoice: what can be invoiced (commission and fees charged, per month), the title, and the application. */
export function InvoicePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const summary = useFinanceInvoiceSummary();
  const titleQ = useFinanceInvoiceTitleGet();
  const apply = useFinanceInvoiceApply();
  const [editing, setEditing] = useState(false);
  const [months, setMonths] = useState<RowKey[]>([]);
  const [invoiceType, setInvoiceType] = useState<1 | 2>(1);
  const [remark, setRemark] = useState('');
  const s = summary.data;
  const title = titleQ.data?.title ?? null;
  const selectable = useMemo(() => (s?.months ?? []).filter((m) => m.invoiceable > 0), [s]);
  const total = selectable.filter((m) => months.includes(m.month)).reduce((n, m) => n + m.invoiceable, 0);
  const blocked = !title ? '请先保存发票抬头' : invoiceType === 2 && !specialReady(title) ? '开具专用发票需先在抬头中填写注册地址、注册电话、开户银行与银行账号' : !months.length ? '请选择开票月份' : null;
  const submit = async () => {
    const r = await apply.mutateAsync({ data: { invoiceType, months: months.map(String), ...(remark.trim() ? { remark: remark.trim() } : {}) } }).catch(() => null);
    if (!r) return;
    feedback.success(`已申请开票 ${formatMoney(r.amount)}，平台开具后发送至 ${r.email}`);
    setMonths([]);
    setRemark('');
    void queryClient.invalidateQueries({ queryKey: [KEYS.summary] });
    void queryClient.invalidateQueries({ queryKey: [KEYS.list] });
  };
  const monthColumns: DataColumn<FinanceInvoiceMonth>[] = [
    { key: 'month', title: '月份', width: 110, render: (m) => m.month },
    { key: 'commission', title: '平台佣金', width: 130, align: 'right', render: (m) => formatMoney(m.commission) },
    { key: 'fees', title: '服务费', width: 120, align: 'right', render: (m) => formatMoney(m.fees) },
    { key: 'invoiced', title: '已开票', width: 130, align: 'right', render: (m) => formatMoney(m.invoiced) },
    { key: 'invoiceable', title: '可开票', width: 130, align: 'right', render: (m) => <Money fen={m.invoiceable} strong /> },
  ];
  return (
    <PageContainer
      title="发票管理"
      extra={
        <Button onClick={() => void navigate({ to: '/finance/invoice/history' })}>开票记录</Button>
      }
    >
      <div className="xm-fin">
        {summary.isError ? <LoadError what="开票概况" retry={() => void summary.refetch()} /> : null}
        {s ? (
          <div className="xm-fin-figures">
            <Figure label="可开票金额" sub="平台收取的佣金与服务费">
              <Money fen={s.invoiceable} strong />
            </Figure>
            <Figure label="开票中">
              <Money fen={s.inProgress} />
            </Figure>
            <Figure label="已开票">
              <Money fen={s.invoiced} />
            </Figure>
          </div>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
        <section className="xm-fin-section" aria-label="发票抬头">
          <h3>
            发票抬头{' '}
            {title && !editing ? (
              <Button size="small" onClick={() => setEditing(true)}>
                修改
              </Button>
            ) : null}
          </h3>
          {titleQ.isLoading ? (
            <Skeleton active />
          ) : !title || editing ? (
            <TitleForm
              title={title}
              onSaved={() => {
                setEditing(false);
                void queryClient.invalidateQueries({ queryKey: [KEYS.title] });
              }}
              onCancel={title ? () => setEditing(false) : undefined}
            />
          ) : (
            <TitleView t={title} />
          )}
        </section>
        <section className="xm-fin-section" aria-label="申请开票">
          <h3>申请开票</h3>
          <DataTable<FinanceInvoiceMonth>
            aria-label="可开票月份"
            rows={selectable}
            columns={monthColumns}
            rowKey={(m) => m.month}
            selection={{ selected: months, onChange: setMonths, label: (m) => `${m.month} 可开票 ${formatMoney(m.invoiceable)}` }}
            empty="暂无可开票金额（平台收取佣金或服务费后可开票）"
          />
          <div style={{ marginTop: 16, display: 'grid', gap: 12, maxWidth: 720 }}>
            <Radio.Group value={invoiceType} onChange={(e) => setInvoiceType(e.target.value)} aria-label="发票类型">
              <Radio value={1}>{INVOICE_TYPES[1]}</Radio>
              <Radio value={2}>{INVOICE_TYPES[2]}</Radio>
            </Radio.Group>
            <Input aria-label="发票备注" placeholder="发票备注（选填，至多 100 字）" maxLength={100} value={remark} onChange={(e) => setRemark(e.target.value)} />
            {blocked && (months.length || !title) ? <Alert type="info" showIcon title={blocked} /> : null}
            <Space wrap>
              <span>
                已选 {months.length} 个月，开票金额 <strong>{formatMoney(total)}</strong>
              </span>
              <Auth authKey={OP.invoiceEdit}>
                <Button type="primary" disabled={!!blocked} loading={apply.isPending} onClick={submit}>
                  申请开票
                </Button>
              </Auth>
            </Space>
          </div>
        </section>
      </div>
    </PageContainer>
  );
}

function RedDialog({ invoice, onClose, onDone }: { invoice: FinanceInvoice | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const red = useFinanceInvoiceRed();
  const submit = async ({ reason }: { reason: string }) => {
    if (!invoice) return;
    const r = await red.mutateAsync({ data: { invoiceId: invoice.invoiceId, reason: reason.trim() } }).catch(() => null);
    if (!r) return;
    feedback.success(`发票已红冲${r.redInvoiceNo ? `，红字发票号码 ${r.redInvoiceNo}` : ''}，金额可重新申请开票`);
    form.resetFields();
    onDone();
  };
  return (
    <Modal open={!!invoice} title="申请红冲" onCancel={onClose} onOk={() => form.submit()} okText="确认红冲" okButtonProps={{ danger: true }} confirmLoading={red.isPending} destroyOnHidden>
      {invoice ? (
        <p>
          发票号码 {invoice.invoiceNo}，金额 {formatMoney(invoice.amount)}。红冲后原发票作废，对应月份的金额可重新申请开票。
        </p>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label="红冲原因" rules={[{ required: true, whitespace: true, message: '请填写红冲原因' }, { min: 5, max: 200, message: '红冲原因为 5 至 200 字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：发票抬头有误，需重新开具" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const HISTORY_TABS = [{ key: 'all', label: '全部' }, ...Object.entries(INVOICE_STATUS).map(([k, t]) => ({ key: k, label: t.text }))];

/** /finance/invoice/history: applications and their invoices, status tabs in the URL, red-letter reversal, download. */
export function InvoiceHistoryPage() {
  const search = historyRoute.useSearch();
  const navigate = historyRoute.useNavigate();
  const go = useNavigate();
  const queryClient = useQueryClient();
  const [reversing, setReversing] = useState<FinanceInvoice | null>(null);
  const canEdit = useCan()(OP.invoiceEdit);
  const filter = useMemo(() => ({ ...(search.status !== undefined ? { status: search.status as 0 | 1 | 2 | 3 } : {}), ...(search.invoiceType ? { invoiceType: search.invoiceType as 1 | 2 } : {}) }), [search]);
  const list = useKeysetList<FinanceInvoice>([KEYS.list, filter], (cursor, signal) => financeInvoiceList({ filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const columns: DataColumn<FinanceInvoice>[] = [
    { key: 'applyNo', title: '申请编号', width: 170, render: (i) => i.applyNo },
    { key: 'type', title: '发票类型', width: 120, render: (i) => INVOICE_TYPES[i.invoiceType] },
    { key: 'amount', title: '金额', width: 110, align: 'right', render: (i) => <Money fen={i.amount} strong /> },
    { key: 'months', title: '开票月份', width: 110, render: (i) => i.months.join('、') },
    {
      key: 'status',
      title: '状态',
      width: 170,
      render: (i) => (
        <div>
          <StatusTag color={INVOICE_STATUS[i.status]?.color}>{INVOICE_STATUS[i.status]?.text}</StatusTag>
          {i.status === 2 && i.rejectReason ? <div className="xm-fin-out" style={{ fontSize: 12 }}>驳回原因：{i.rejectReason}</div> : null}
          {i.status === 3 && i.redReason ? <div className="xm-fin-muted" style={{ fontSize: 12 }}>红冲原因：{i.redReason}</div> : null}
        </div>
      ),
    },
    { key: 'invoiceNo', title: '发票号码', width: 190, render: (i) => (i.invoiceNo ? <span>{i.invoiceNo}{i.redInvoiceNo ? <div className="xm-fin-muted" style={{ fontSize: 12 }}>红字 {i.redInvoiceNo}</div> : null}</span> : '-') },
    { key: 'title', title: '抬头', width: 180, render: (i) => i.titleName },
    { key: 'createdAt', title: '申请时间', width: 160, render: (i) => formatTime(i.createdAt) },
    { key: 'issuedAt', title: '开票时间', width: 160, render: (i) => formatTime(i.issuedAt) },
    {
      key: 'actions',
      title: '操作',
      width: 150,
      pin: 'end',
      render: (i) =>
        i.status === 1 || i.status === 3 ? (
          <div className="xm-row-actions">
            <Auth authKey={OP.invoiceExport}>
              <FileButton type="link" run={() => financeInvoiceDownload({ invoiceId: i.invoiceId })}>
                下载
              </FileButton>
            </Auth>
            {i.status === 1 && canEdit ? (
              <button type="button" className="xm-link-btn" onClick={() => setReversing(i)}>
                红冲
              </button>
            ) : null}
          </div>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <PageContainer title="开票记录" extra={<Button onClick={() => void go({ to: '/finance/invoice' })}>申请开票</Button>}>
      <div className="xm-fin">
        <Tabs
          activeKey={search.status === undefined ? 'all' : String(search.status)}
          onChange={(k) => void navigate({ search: (s: InvoiceHistorySearch) => ({ ...s, status: k === 'all' ? undefined : Number(k) }) })}
          items={HISTORY_TABS}
        />
        <KeysetTable<FinanceInvoice>
          aria-label="开票记录"
          rows={list.rows}
          columns={columns}
          rowKey={(i) => i.invoiceId}
          loading={list.loading}
          empty="没有开票记录"
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
        <RedDialog
          invoice={reversing}
          onClose={() => setReversing(null)}
          onDone={() => {
            setReversing(null);
            void queryClient.invalidateQueries({ queryKey: [KEYS.list] });
            void queryClient.invalidateQueries({ queryKey: [KEYS.summary] });
          }}
        />
      </div>
    </PageContainer>
  );
}
