/** Small pieces the finance screens share: money, cause links, file downloads, filter bar parts. */
import { useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { FinanceFile, FinanceFlowLine } from '@/api/gen/model';
import { RouterAnchor } from '@/components/router-anchor';
import { dayjs, formatMoney, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { downloadBase64 } from '@/lib/files';
import { CAUSES } from './constants';
import type { RangeSearch } from './search';
import './finance.css';

/** Money with its sign: incomes in green with a plus, payments in red (both AA on white), zero plain. */
export function Money({ fen, signed = false, strong = false }: { fen: number | null | undefined; signed?: boolean; strong?: boolean }) {
  if (fen == null) return <span>-</span>;
  const cls = signed && fen > 0 ? 'xm-fin-in' : signed && fen < 0 ? 'xm-fin-out' : undefined;
  const text = `${signed && fen > 0 ? '+' : ''}${formatMoney(fen)}`;
  return <span className={[cls, strong ? 'xm-fin-strong' : undefined].filter(Boolean).join(' ') || undefined}>{text}</span>;
}

/** fen → yuan for an InputNumber, and back (integers only: the server takes integer fen). */
export const toYuan = (fen: number) => fen / 100;
export const toFen = (yuan: number) => Math.round(yuan * 100);

/** Where a money movement came from, as a link to that thing (orders to /order/detail). */
export function CauseLink({ line }: { line: Pick<FinanceFlowLine, 'causeType' | 'causeId' | 'causeNo' | 'orderId' | 'orderNo'> & { kind?: FinanceFlowLine['kind'] } }) {
  const { causeType, causeId, causeNo } = line;
  const label = causeType ? CAUSES[causeType] : null;
  const no = causeNo ?? (causeId ? String(causeId) : '');
  if (causeType === 'order' && causeId) {
    return (
      <RouterAnchor to="/order/detail" search={{ orderId: causeId }} title={`查看订单 ${no}`}>
        订单 {no}
      </RouterAnchor>
    );
  }
  if (causeType === 'afterSale' && causeId) return <a href={`/order/after-detail?afterSaleId=${causeId}`}>售后单 {no}</a>;
  if (causeType === 'penalty' && causeId) return <a href={`/after-sale-violation/violation-detail?violationId=${causeId}`}>违规处罚 {no}</a>;
  if (causeType === 'withdrawal') return <RouterAnchor to="/finance/withdraw">提现单 {no}</RouterAnchor>;
  if (causeType === 'remoteTask' && causeId) return <RouterAnchor to="/remote-task/recruit-detail" search={{ recruitId: causeId }}>远程任务 {no}</RouterAnchor>;
  if (causeType === 'taskSubmission' && causeId) {
    return (
      <RouterAnchor to="/school-employee/task-package/answer-detail" search={{ takeId: causeId }}>
        任务包提交 {no}
      </RouterAnchor>
    );
  }
  if (causeType === 'depositRecord') return <RouterAnchor to="/finance/deposit">保证金记录 {no}</RouterAnchor>;
  if (causeType === 'statement' && causeNo && /^(D\d{8}|M\d{6})$/.test(causeNo)) {
    return (
      <RouterAnchor to="/finance/account-statement" search={causeNo.startsWith('M') ? { period: 'month', no: causeNo } : { no: causeNo }}>
        对账单 {causeNo}
      </RouterAnchor>
    );
  }
  // A platform activity's subsidies are listed per activity; its other costs (the shop's share of a coupon) are not.
  if (causeType === 'activity' && causeId && line.kind === 'subsidy') return <RouterAnchor to="/finance/subsidy" search={{ activityId: causeId }}>平台活动 {no}</RouterAnchor>;
  if (line.orderId) {
    return (
      <RouterAnchor to="/order/detail" search={{ orderId: line.orderId }}>
        订单 {line.orderNo}
      </RouterAnchor>
    );
  }
  return <span>{label ? `${label} ${no}`.trim() : '-'}</span>;
}

/** A button that asks the server for a file (Excel, PDF) and downloads it. */
export function FileButton({ run, children = '下载', disabled, type }: { run: () => Promise<FinanceFile | null>; children?: ReactNode; disabled?: boolean; type?: 'primary' | 'default' | 'link' }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      const f = await run();
      if (f) {
        downloadBase64(f.contentBase64, f.fileName, f.mime);
        feedback.success('文件已开始下载');
      }
    } catch {
      // the HTTP layer's toast says why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={click} type={type}>
      {children}
    </Button>
  );
}

/** A date range of the URL as the RangePicker's value (the URL holds [from, to) in ms). */
export function rangeValue(s: RangeSearch): [Dayjs, Dayjs] | null {
  return s.from && s.to ? [dayjs(s.from), dayjs(s.to - 1)] : null;
}
/** The RangePicker's days as the URL's [from, to): from the first day's midnight to the day after the last. */
export function rangeSearch(v: [Dayjs | null, Dayjs | null] | null | undefined): RangeSearch {
  return v?.[0] && v[1] ? { from: v[0].startOf('day').valueOf(), to: v[1].endOf('day').valueOf() + 1 } : {};
}
/** Quick ranges for the pickers, computed when a picker renders (a page left open past midnight stays right). */
export const rangePresets = () => [
  { label: '今天', value: [dayjs().startOf('day'), dayjs().endOf('day')] as [Dayjs, Dayjs] },
  { label: '近 7 天', value: [dayjs().subtract(6, 'day').startOf('day'), dayjs().endOf('day')] as [Dayjs, Dayjs] },
  { label: '近 30 天', value: [dayjs().subtract(29, 'day').startOf('day'), dayjs().endOf('day')] as [Dayjs, Dayjs] },
  { label: '本月', value: [dayjs().startOf('month'), dayjs().endOf('day')] as [Dayjs, Dayjs] },
  { label: '上月', value: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')] as [Dayjs, Dayjs] },
];

/** A figure card: label, value, and an optional line under it. */
export function Figure({ label, children, sub, tone }: { label: ReactNode; children: ReactNode; sub?: ReactNode; tone?: 'warn' }) {
  return (
    <div className={`xm-fin-figure${tone === 'warn' ? ' xm-fin-figure-warn' : ''}`}>
      <div className="xm-fin-figure-label">{label}</div>
      <div className="xm-fin-figure-value">{children}</div>
      {sub ? <div className="xm-fin-figure-sub">{sub}</div> : null}
    </div>
  );
}

/** A random idempotency key for one submission (the contract's requestId). */
export function newRequestId(prefix: string): string {
  const rnd = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return `${prefix}-${rnd}`.slice(0, 64);
}

