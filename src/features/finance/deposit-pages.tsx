import { Auth } from '@/components/auth';
import { OP } from '@/lib/operate-keys';
import { useMemo } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import { financeDepositRecords, useFinanceDepositRecharge, useFinanceDepositSummary } from '@/api/gen/endpoints/finance/finance';
import type { FinanceDepositCategory, FinanceDepositRecord, FinancePlatformAccount } from '@/api/gen/model';
import { CopyText } from '@/components/copy-text';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { ImageUpload } from '@/components/upload/image-upload';
import { dayjs, formatMoney, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useKeysetList } from '@/lib/use-keyset-list';
import { DEPOSIT_STATUS, DEPOSIT_TYPES, PAGE_SIZE } from './constants';
import type { DepositSearch } from './search';
import { CauseLink, Figure, Money, toFen } from './ui';
import { LoadError } from '@/components/load-error';

const depositRoute = getRouteApi('/_authed/_app/finance/deposit/');
const SUMMARY_KEY = '/xm-merchant/finance/deposit/summary';
const RECORDS_KEY = '/xm-merchant/finance/deposit/records';

/** The platform's receiving account for bank transfers, each figure copyable. */
export function PlatformAccount({ a }: { a: FinancePlatformAccount }) {
  return (
    <dl className="xm-fin-desc" aria-label="平台收款账户">
      <dt>户名</dt>
      <dd>
        <CopyText text={a.accountName} />
      </dd>
      <dt>开户银行</dt>
      <dd>{a.bankName}</dd>
      <dt>账号</dt>
      <dd>
        <CopyText text={a.accountNo} />
      </dd>
      <dt>转账附言</dt>
      <dd>
        <CopyText text={a.transferNote} />
      </dd>
    </dl>
  );
}

/** /finance/deposit: required per main category, paid, the gap, and the record of recharges, deductions, refunds. */
export function DepositPage() {
  const search = depositRoute.useSearch();
  const navigate = depositRoute.useNavigate();
  const toRecharge = useNavigate();
  const summary = useFinanceDepositSummary();
  const filter = useMemo(() => ({ ...(search.type ? { type: search.type } : {}), ...(search.status !== undefined ? { status: search.status as 0 | 1 | 2 } : {}) }), [search]);
  const records = useKeysetList<FinanceDepositRecord>([RECORDS_KEY, filter], (cursor, signal) => financeDepositRecords({ filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const s = summary.data;
  const catColumns: DataColumn<FinanceDepositCategory>[] = [
    { key: 'name', title: '经营主类目', width: 240, render: (c) => c.categoryName },
    { key: 'required', title: '要求保证金', width: 160, align: 'right', render: (c) => formatMoney(c.required) },
  ];
  const columns: DataColumn<FinanceDepositRecord>[] = [
    { key: 'no', title: '记录编号', width: 180, render: (r) => r.recordNo },
    { key: 'type', title: '类型', width: 80, render: (r) => DEPOSIT_TYPES[r.type] },
    { key: 'amount', title: '金额', width: 130, align: 'right', render: (r) => <Money fen={r.type === 'recharge' ? r.amount : -r.amount} signed strong /> },
    { key: 'status', title: '状态', width: 110, render: (r) => <StatusTag color={DEPOSIT_STATUS[r.status]?.color}>{DEPOSIT_STATUS[r.status]?.text}</StatusTag> },
    {
      key: 'reason',
      title: '原因 / 转账信息',
      width: 300,
      render: (r) =>
        r.type === 'recharge' ? (
          <span>
            {r.payerName} · 流水号 {r.transferSerialNo}
            {r.rejectReason ? <div className="xm-fin-out">驳回原因：{r.rejectReason}</div> : null}
          </span>
        ) : (
          <span>
            {r.reason ?? '-'}
            {r.causeType ? (
              <div>
                <CauseLink line={{ causeType: r.causeType, causeId: r.causeId, causeNo: r.causeNo, orderId: null, orderNo: null }} />
              </div>
            ) : null}
          </span>
        ),
    },
    { key: 'createdAt', title: '提交时间', width: 170, render: (r) => formatTime(r.createdAt) },
    { key: 'confirmedAt', title: '完成时间', width: 170, render: (r) => formatTime(r.confirmedAt) },
  ];
  return (
    <PageContainer
      title="保证金"
      extra={
        <Auth authKey={OP.depositPay}>
          <Button type="primary" onClick={() => void toRecharge({ to: '/finance/deposit/recharge' })}>
            充值保证金
          </Button>
        </Auth>
      }
    >
      <div className="xm-fin">
        {summary.isError ? (
          <LoadError what="保证金" retry={() => void summary.refetch()} />
        ) : !s ? (
          <Skeleton active />
        ) : (
          <>
            {s.gap > 0 ? (
              <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`保证金不足，待补缴 ${formatMoney(s.gap)}`} description="补缴前不能发布新商品或报名活动。请按下方平台收款账户转账后登记充值。" />
            ) : null}
            <div className="xm-fin-figures">
              <Figure label="应缴保证金" sub="经营主类目中要求最高的一项">
                <Money fen={s.required} strong />
              </Figure>
              <Figure label="已缴保证金">
                <Money fen={s.paid} />
              </Figure>
              <Figure label="待补缴" tone={s.gap > 0 ? 'warn' : undefined}>
                <Money fen={s.gap} />
              </Figure>
              <Figure label="待平台确认" sub="已登记、平台尚未确认到账的充值">
                <Money fen={s.pendingRecharge} />
              </Figure>
            </div>
            <section className="xm-fin-section">
              <h3>各类目要求</h3>
              <DataTable<FinanceDepositCategory> aria-label="各类目保证金要求" rows={s.categories} columns={catColumns} rowKey={(c) => c.categoryId} empty="尚未设置经营类目" />
            </section>
          </>
        )}
        <section className="xm-fin-section">
          <h3>保证金记录</h3>
          <div className="xm-fin-filters">
            <Segmented
              aria-label="记录类型"
              value={search.type ?? 'all'}
              onChange={(v) => void navigate({ search: (p: DepositSearch) => ({ ...p, type: v === 'all' ? undefined : (v as DepositSearch['type']) }) })}
              options={[{ value: 'all', label: '全部' }, ...Object.entries(DEPOSIT_TYPES).map(([value, label]) => ({ value, label }))]}
            />
            <Segmented
              aria-label="记录状态"
              value={search.status ?? -1}
              onChange={(v) => void navigate({ search: (p: DepositSearch) => ({ ...p, status: v === -1 ? undefined : Number(v) }) })}
              options={[{ value: -1, label: '全部状态' }, ...Object.entries(DEPOSIT_STATUS).map(([value, t]) => ({ value: Number(value), label: t.text }))]}
            />
          </div>
          <KeysetTable<FinanceDepositRecord>
            aria-label="保证金记录"
            rows={records.rows}
            columns={columns}
            rowKey={(r) => r.depositRecordId}
            loading={records.loading}
            empty="没有保证金记录"
            hasMore={records.hasMore}
            loadingMore={records.loadingMore}
            onLoadMore={records.loadMore}
          />
        </section>
      </div>
    </PageContainer>
  );
}

interface RechargeValues {
  amount: number;
  payerName: string;
  payerAccountNo: string;
  transferSerialNo: string;
  transferredAt: Dayjs;
  voucher?: string[];
  remark?: string;
}

/** /finance/deposit/recharge: the platform's account to transfer to, then the transfer's record for the platform to confirm. */
export function DepositRechargePage() {
  const summary = useFinanceDepositSummary();
  const recharge = useFinanceDepositRecharge();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<RechargeValues>();
  const s = summary.data;
  const submit = async (v: RechargeValues) => {
    const r = await recharge
      .mutateAsync({
        data: {
          amount: toFen(v.amount),
          payerName: v.payerName.trim(),
          payerAccountNo: v.payerAccountNo.trim(),
          transferSerialNo: v.transferSerialNo.trim(),
          transferredAt: v.transferredAt.valueOf(),
          ...(v.voucher?.[0] ? { voucherUrl: v.voucher[0] } : {}),
          ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
        },
      })
      .catch(() => null);
    if (!r) return;
    feedback.success(`充值 ${formatMoney(r.amount)} 已登记，平台核对到账后计入保证金`);
    void queryClient.invalidateQueries({ queryKey: [SUMMARY_KEY] });
    void queryClient.invalidateQueries({ queryKey: [RECORDS_KEY] });
    void navigate({ to: '/finance/deposit' });
  };
  return (
    <PageContainer title="保证金充值">
      <div className="xm-fin xm-fin-narrow">
        {summary.isError ? <LoadError what="保证金" retry={() => void summary.refetch()} /> : null}
        {s ? (
          <>
            <p>
              应缴 {formatMoney(s.required)}，已缴 {formatMoney(s.paid)}
              {s.gap > 0 ? <strong className="xm-fin-out">，待补缴 {formatMoney(s.gap)}</strong> : '，已足额'}
              {s.pendingRecharge > 0 ? `（另有 ${formatMoney(s.pendingRecharge)} 待平台确认）` : ''}。
            </p>
            <section className="xm-fin-section">
              <h3>第一步：向平台收款账户转账</h3>
              <PlatformAccount a={s.platformAccount} />
              <p className="xm-fin-muted">请使用与营业执照同名的账户转账，并在附言中填写上面的转账附言，便于平台核对。</p>
            </section>
          </>
        ) : null}
        <section className="xm-fin-section">
          <h3>第二步：登记转账信息</h3>
          <Form<RechargeValues> form={form} layout="vertical" onFinish={submit} initialValues={{ amount: s && s.gap > 0 ? s.gap / 100 : undefined }} disabled={recharge.isPending}>
            <Form.Item name="amount" label="转账金额（元）" rules={[{ required: true, message: '请填写转账金额' }, { type: 'number', min: 1, max: 1000000, message: '金额为 ¥1 至 ¥1,000,000' }]}>
              <InputNumber style={{ width: 240 }} precision={2} min={1} max={1000000} prefix="¥" placeholder="0.00" />
            </Form.Item>
            <Form.Item name="payerName" label="付款户名" rules={[{ required: true, whitespace: true, message: '请填写付款户名' }, { min: 2, max: 100, message: '户名为 2 至 100 个字' }]}>
              <Input maxLength={100} placeholder="转出账户的户名" />
            </Form.Item>
            <Form.Item name="payerAccountNo" label="付款账号" rules={[{ required: true, message: '请填写付款账号' }, { pattern: /^\d{8,30}$/, message: '银行账号为 8 至 30 位数字' }]}>
              <Input maxLength={30} inputMode="numeric" placeholder="转出银行账号" />
            </Form.Item>
            <Form.Item name="transferSerialNo" label="转账流水号" rules={[{ required: true, message: '请填写转账流水号' }, { pattern: /^[A-Za-z0-9]{6,64}$/, message: '流水号为 6 至 64 位字母或数字' }]}>
              <Input maxLength={64} placeholder="银行回单上的流水号" />
            </Form.Item>
            <Form.Item name="transferredAt" label="转账时间" rules={[{ required: true, message: '请选择转账时间' }]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isAfter(dayjs().endOf('day'))} />
            </Form.Item>
            <Form.Item name="voucher" label="转账凭证（选填）" valuePropName="value">
              <ImageUpload scene="other" max={1} label="上传回单" />
            </Form.Item>
            <Form.Item name="remark" label="备注（选填）" rules={[{ max: 200, message: '备注至多 200 字' }]}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={recharge.isPending}>
                提交登记
              </Button>{' '}
              <RouterAnchor to="/finance/deposit">返回保证金</RouterAnchor>
            </Form.Item>
          </Form>
        </section>
      </div>
    </PageContainer>
  );
}
