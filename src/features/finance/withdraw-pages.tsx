import { useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import {
  financeWithdrawList,
  financeWithdrawSmsCode,
  useFinanceCrossWithdrawCreate,
  useFinanceCrossWithdrawPreview,
  useFinanceWithdrawCreate,
  useFinanceWithdrawPreview,
  useFinanceWithdrawTaxCertificate,
} from '@/api/gen/endpoints/finance/finance';
import type { FinanceWithdrawal, FinanceWithdrawChannel, FinanceWithdrawPreview } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE, WITHDRAW_CHANNELS, WITHDRAW_STATUS } from './constants';
import type { WithdrawSearch } from './search';
import { Figure, Money, newRequestId, toFen } from './ui';
import { LoadError } from '@/components/load-error';
import { SmsCodeButton } from '@/components/sms-code-button';

const LIST_KEY = '/xm-merchant/finance/withdraw/list';
const INVALIDATE = [
  LIST_KEY,
  '/xm-merchant/finance/withdraw/preview',
  '/xm-merchant/finance/withdraw/cross/preview',
  '/xm-merchant/finance/overview',
  '/xm-merchant/finance/flow/list',
  '/xm-merchant/finance/marketing/summary',
];

/** Foreign-currency minor units (the contract's foreignAmount) as text, e.g. 'HKD 1,088.20'. */
export function formatForeign(minor: number | null | undefined, currency: string): string {
  if (minor == null) return '-';
  return `${currency} ${formatMoney(minor).replace('¥', '')}`;
}

/** The amount typed, debounced, so the preview (fee, tax, rate, arrival) follows without a call per keystroke. */
function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function usePreview(channel: FinanceWithdrawChannel, amount: number | undefined) {
  const body = amount ? { amount } : {};
  const normal = useFinanceWithdrawPreview({ channel: channel === 'tax' ? 'tax' : 'normal', ...body }, { query: { enabled: channel !== 'cross', placeholderData: (p) => p } });
  const cross = useFinanceCrossWithdrawPreview(body, { query: { enabled: channel === 'cross', placeholderData: (p) => p } });
  return channel === 'cross' ? cross : normal;
}

/** The figures of one withdrawal before it is confirmed: fee, tax, currency and rate, arrival amount and date. */
function PreviewFigures({ p, channel }: { p: FinanceWithdrawPreview; channel: FinanceWithdrawChannel }) {
  return (
    <dl className="xm-fin-desc" aria-label="提现费用与到账">
      <dt>提现金额</dt>
      <dd>
        <Money fen={p.amount} strong />
      </dd>
      <dt>手续费</dt>
      <dd>
        {formatMoney(p.fee)} <span className="xm-fin-muted">（{p.feeRule}）</span>
      </dd>
      {channel === 'tax' ? (
        <>
          <dt>代扣税费</dt>
          <dd>
            {formatMoney(p.taxWithheld)} {p.taxRule ? <span className="xm-fin-muted">（{p.taxRule}）</span> : null}
          </dd>
        </>
      ) : null}
      <dt>到账金额</dt>
      <dd>
        <strong>{formatMoney(p.arrivalAmount)}</strong>
      </dd>
      {channel === 'cross' ? (
        <>
          <dt>到账币种</dt>
          <dd>{p.currency}</dd>
          <dt>汇率</dt>
          <dd>
            {p.rate ? `1 CNY = ${p.rate} ${p.currency}` : '-'}
            {p.rateAt ? <span className="xm-fin-muted">（{formatTime(p.rateAt, 'MM-DD HH:mm')} 报价，以提交时汇率为准）</span> : null}
          </dd>
          <dt>外币到账</dt>
          <dd>
            <strong>{formatForeign(p.foreignAmount, p.currency)}</strong>
          </dd>
        </>
      ) : null}
      <dt>预计到账</dt>
      <dd>{formatTime(p.expectedArrivalAt, 'YYYY-MM-DD（dddd）')}</dd>
      <dt>收款账户</dt>
      <dd>{p.account ? `${p.account.accountName} · ${p.account.bankName} ${p.account.accountNoMasked}` : '未绑定'}</dd>
    </dl>
  );
}

function ConfirmDialog({ open, channel, preview, amount, onClose, onDone }: { open: boolean; channel: FinanceWithdrawChannel; preview: FinanceWithdrawPreview | undefined; amount: number; onClose: () => void; onDone: (w: FinanceWithdrawal) => void }) {
  const [code, setCode] = useState('');
  const requestId = useRef(newRequestId('wd'));
  const create = useFinanceWithdrawCreate();
  const createCross = useFinanceCrossWithdrawCreate();
  const pending = create.isPending || createCross.isPending;
  useEffect(() => {
    if (open) {
      setCode('');
      requestId.current = newRequestId('wd');
    }
  }, [open]);
  const valid = /^\d{6}$/.test(code);
  const submit = async () => {
    if (!valid) return;
    const body = { amount, smsCode: code, requestId: requestId.current };
    const w = await (channel === 'cross' ? createCross.mutateAsync({ data: body }) : create.mutateAsync({ data: { ...body, channel } })).catch(() => null);
    if (w) onDone(w);
  };
  return (
    <Modal open={open} title={`确认${WITHDRAW_CHANNELS[channel]}`} onCancel={onClose} onOk={submit} okText="确认提现" okButtonProps={{ disabled: !valid }} confirmLoading={pending} destroyOnHidden>
      {preview ? <PreviewFigures p={preview} channel={channel} /> : null}
      <div style={{ marginTop: 16 }}>
        <label htmlFor="withdraw-sms" style={{ display: 'block', marginBottom: 8 }}>
          短信验证码（发送至 {preview?.smsPhoneMasked ?? '您的手机'}）
        </label>
        <Space wrap>
          <Input id="withdraw-sms" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" placeholder="6 位数字" style={{ width: 140 }} onPressEnter={submit} />
          <SmsCodeButton send={() => financeWithdrawSmsCode()} />
        </Space>
      </div>
    </Modal>
  );
}

function TaxCertificateDialog({ withdrawal, onClose }: { withdrawal: FinanceWithdrawal | null; onClose: () => void }) {
  const q = useFinanceWithdrawTaxCertificate({ withdrawalId: withdrawal?.withdrawalId ?? 0 }, { query: { enabled: !!withdrawal } });
  const c = q.data;
  return (
    <Modal open={!!withdrawal} title="完税证明" onCancel={onClose} footer={<Button onClick={() => window.print()}>打印</Button>} destroyOnHidden>
      {q.isLoading ? (
        <Skeleton active />
      ) : c ? (
        <div className="xm-fin-cert">
          <dl className="xm-fin-desc">
            <dt>证明编号</dt>
            <dd>{c.certificateNo}</dd>
            <dt>提现单号</dt>
            <dd>{c.withdrawNo}</dd>
            <dt>纳税人</dt>
            <dd>{c.taxpayerName}</dd>
            <dt>证件号码</dt>
            <dd>{c.taxpayerIdMasked}</dd>
            <dt>收入额</dt>
            <dd>{formatMoney(c.income)}</dd>
            <dt>征收率</dt>
            <dd>{c.taxRate}</dd>
            <dt>代扣税额</dt>
            <dd>
              <strong>{formatMoney(c.taxWithheld)}</strong>
            </dd>
            <dt>扣缴义务人</dt>
            <dd>{c.withholder}</dd>
            <dt>税务机关</dt>
            <dd>{c.taxAuthority}</dd>
            <dt>开具时间</dt>
            <dd>{formatTime(c.issuedAt)}</dd>
          </dl>
        </div>
      ) : (
        <Alert type="warning" showIcon title="暂无完税证明（提现到账后开具）" />
      )}
    </Modal>
  );
}

const ROUTES = {
  normal: getRouteApi('/_authed/_app/finance/withdraw'),
  cross: getRouteApi('/_authed/_app/finance/cross-withdraw'),
  tax: getRouteApi('/_authed/_app/finance/taxation-withdraw'),
};
const STATUS_TABS = [{ key: 'all', label: '全部' }, ...Object.entries(WITHDRAW_STATUS).map(([k, t]) => ({ key: k, label: t.text }))];

/** A withdrawal page: the rules and figures before confirming, an SMS-confirmed submission, and the records. */
function WithdrawScreen({ channel, title, intro }: { channel: FinanceWithdrawChannel; title: string; intro: string }) {
  // One route per channel: the page's own route holds its records' status filter.
  const routeApi = ROUTES[channel] as typeof ROUTES.normal;
  const search: WithdrawSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const [yuan, setYuan] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [certOf, setCertOf] = useState<FinanceWithdrawal | null>(null);
  const amount = useDebounced(yuan ? toFen(yuan) : undefined);
  const preview = usePreview(channel, amount);
  const p = preview.data;
  const filter = useMemo(() => ({ channel, ...(search.status !== undefined ? { status: search.status as 0 | 1 | 2 } : {}) }), [channel, search.status]);
  const list = useKeysetList<FinanceWithdrawal>([LIST_KEY, filter], (cursor, signal) => financeWithdrawList({ filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const tooSmall = p && amount !== undefined && amount < p.minAmount;
  const tooBig = p && amount !== undefined && amount > p.maxAmount;
  const amountError = tooSmall ? `最低提现 ${formatMoney(p!.minAmount)}` : tooBig ? `超过本次最多可提 ${formatMoney(p!.maxAmount)}` : null;
  const ready = !!p && p.allowed && amount !== undefined && !amountError && p.amount === amount && !preview.isFetching;
  const done = (w: FinanceWithdrawal) => {
    setConfirming(false);
    setYuan(null);
    feedback.success(`提现 ${formatMoney(w.amount)} 已提交，预计 ${formatTime(w.expectedArrivalAt, 'MM-DD')} 到账`);
    for (const k of INVALIDATE) void queryClient.invalidateQueries({ queryKey: [k] });
  };
  const columns: DataColumn<FinanceWithdrawal>[] = [
    { key: 'no', title: '提现单号', width: 170, render: (w) => w.withdrawNo },
    { key: 'amount', title: '提现金额', width: 120, align: 'right', render: (w) => <Money fen={w.amount} strong /> },
    {
      key: 'status',
      title: '状态',
      width: 170,
      render: (w) => (
        <div>
          <StatusTag color={WITHDRAW_STATUS[w.status]?.color}>{WITHDRAW_STATUS[w.status]?.text}</StatusTag>
          {w.failReason ? <div className="xm-fin-out" style={{ fontSize: 12 }}>{w.failReason}</div> : null}
        </div>
      ),
    },
    {
      key: 'arrival',
      title: '到账金额',
      width: 170,
      align: 'right',
      render: (w) => (
        <span>
          {formatMoney(w.arrivalAmount)}
          {w.foreignAmount != null ? <div className="xm-fin-muted">{formatForeign(w.foreignAmount, w.currency)}（汇率 {w.rate}）</div> : null}
        </span>
      ),
    },
    { key: 'fee', title: channel === 'tax' ? '手续费 / 代扣税' : '手续费', width: 130, align: 'right', render: (w) => (channel === 'tax' ? `${formatMoney(w.fee)} / ${formatMoney(w.taxWithheld)}` : formatMoney(w.fee)) },
    { key: 'account', title: '收款账户', width: 220, render: (w) => `${w.account.bankName} ${w.account.accountNoMasked}` },
    { key: 'createdAt', title: '申请时间', width: 170, render: (w) => formatTime(w.createdAt) },
    { key: 'arrivedAt', title: '到账 / 预计到账', width: 170, render: (w) => (w.paidAt ? formatTime(w.paidAt) : w.status === 0 ? `预计 ${formatTime(w.expectedArrivalAt, 'YYYY-MM-DD')}` : formatTime(w.failedAt)) },
    ...(channel === 'tax'
      ? [
          {
            key: 'cert',
            title: '完税证明',
            width: 100,
            render: (w: FinanceWithdrawal) =>
              w.status === 1 ? (
                <button type="button" className="xm-link-btn" onClick={() => setCertOf(w)}>
                  查看
                </button>
              ) : (
                '-'
              ),
          },
        ]
      : []),
  ];
  return (
    <PageContainer title={title}>
      <div className="xm-fin">
        <p className="xm-fin-muted" style={{ marginTop: 0 }}>
          {intro}
        </p>
        {preview.isError && !p ? (
          <LoadError what="提现信息" retry={() => void preview.refetch()} />
        ) : !p ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <>
            <div className="xm-fin-figures">
              <Figure label="可提现余额">
                <Money fen={p.available} strong />
              </Figure>
              <Figure label="冻结金额" tone={p.frozen > 0 ? 'warn' : undefined}>
                <Money fen={p.frozen} />
              </Figure>
              <Figure label="欠款" tone={p.owed > 0 ? 'warn' : undefined}>
                <Money fen={p.owed} />
              </Figure>
              <Figure label="今日已提现" sub={`每天至多 ${p.dailyLimit} 次`}>
                {p.todayCount} / {p.dailyLimit} 次
              </Figure>
            </div>
            {!p.allowed && p.reasons.length ? (
              <Alert
                style={{ marginTop: 16 }}
                type="warning"
                showIcon
                title="暂时不能提现"
                description={
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {p.reasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
            {!p.account ? (
              <Alert style={{ marginTop: 16 }} type="warning" showIcon title={<span>尚未绑定收款账户，<RouterAnchor to="/finance/account">去绑定</RouterAnchor></span>} />
            ) : null}
            <section className="xm-fin-section" aria-label="申请提现" style={{ maxWidth: 720 }}>
              <h3>申请提现</h3>
              {p.account ? (
                <p>
                  到账账户：{p.account.accountName} · {p.account.bankName} {p.account.accountNoMasked}{' '}
                  <RouterAnchor to="/finance/account">管理收款账户</RouterAnchor>
                </p>
              ) : null}
              <Form layout="vertical" onFinish={() => setConfirming(true)}>
                <Form.Item label={`提现金额（元，最低 ${formatMoney(p.minAmount)}）`} validateStatus={amountError ? 'error' : undefined} help={amountError ?? undefined} htmlFor="withdraw-amount">
                  <Space.Compact>
                    <InputNumber id="withdraw-amount" style={{ width: 220 }} precision={2} min={0.01} max={100000000} prefix="¥" placeholder="0.00" value={yuan} onChange={(v) => setYuan(typeof v === 'number' ? v : null)} />
                    <Button onClick={() => setYuan(Math.min(p.maxAmount, p.available) / 100)} disabled={Math.min(p.maxAmount, p.available) <= 0}>
                      全部提现
                    </Button>
                  </Space.Compact>
                </Form.Item>
                {amount !== undefined && p.amount === amount ? <PreviewFigures p={p} channel={channel} /> : <p className="xm-fin-muted">填写金额后显示手续费{channel === 'tax' ? '、代扣税费' : ''}{channel === 'cross' ? '、汇率与外币金额' : ''}与预计到账时间。</p>}
                <Button type="primary" htmlType="submit" disabled={!ready} style={{ marginTop: 16 }}>
                  提现
                </Button>
              </Form>
            </section>
          </>
        )}
        <section className="xm-fin-section" aria-label="提现记录">
          <h3>提现记录</h3>
          <Tabs activeKey={search.status === undefined ? 'all' : String(search.status)} onChange={(k) => void navigate({ search: k === 'all' ? {} : { status: Number(k) } })} items={STATUS_TABS} />
          <KeysetTable<FinanceWithdrawal>
            aria-label="提现记录"
            rows={list.rows}
            columns={columns}
            rowKey={(w) => w.withdrawalId}
            loading={list.loading}
            empty="还没有提现记录"
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        </section>
        <ConfirmDialog open={confirming} channel={channel} preview={p ?? undefined} amount={amount ?? 0} onClose={() => setConfirming(false)} onDone={done} />
        {channel === 'tax' ? <TaxCertificateDialog withdrawal={certOf} onClose={() => setCertOf(null)} /> : null}
      </div>
    </PageContainer>
  );
}

/** /finance/withdraw */
export function WithdrawPage() {
  return <WithdrawScreen channel="normal" title="提现" intro="从可提现余额提现到绑定的结算银行账户。每天至多 1 次；有冻结金额或欠款时不能提现；提交需短信验证码确认。" />;
}
/** /finance/cross-withdraw (cross-border companies) */
export function CrossWithdrawPage() {
  return <WithdrawScreen channel="cross" title="跨境提现" intro="跨境企业从可提现余额提现到境外收款账户，按提交时的汇率换汇；币种、汇率与外币到账金额在确认前显示。" />;
}
/** /finance/taxation-withdraw (individual and micro businesses) */
export function TaxationWithdrawPage() {
  return <WithdrawScreen channel="tax" title="完税提现" intro="个体工商户与小微商户提现时由平台代扣代缴个人所得税；代扣税额在确认前显示，到账后可查看完税证明。" />;
}
