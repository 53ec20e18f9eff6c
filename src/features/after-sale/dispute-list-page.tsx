import { useState } from 'react';
import Tabs from 'antd/es/tabs';
import { afterSaleDisputeList } from '@/api/gen/endpoints/after-sale/after-sale';
import type { AfterSaleSummary } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { Countdown } from './countdown';
import './after-sale.css';

const DISPUTE = { 1: ['待平台裁决', 'purple'], 2: ['支持买家', 'red'], 3: ['支持商家', 'green'] } as Record<number, [string, string]>;

/** /after-sale-violation/return-dispute: escalated cases, the proof deadline and the decision. */
export function DisputeListPage() {
  const [tab, setTab] = useState('0');
  const filter = tab === '85' ? { status: 85 as const } : {};
  const list = useKeysetList<AfterSaleSummary>(['/xm-merchant/afterSale/dispute/list', filter], (cursor, signal) => afterSaleDisputeList({ filter, cursor, pageSize: 50 }, undefined, signal));
  const columns: DataColumn<AfterSaleSummary>[] = [
    { key: 'no', title: '售后单号', width: 210, render: (r) => <RouterAnchor to="/after-sale-violation/return-dispute/detail" search={{ afterSaleId: r.afterSaleId }}>{r.caseNo}</RouterAnchor> },
    { key: 'order', title: '订单号', width: 200, render: (r) => r.orderNo },
    { key: 'goods', title: '商品', width: 200, render: (r) => r.goodsSummary },
    { key: 'amount', title: '申请金额', width: 110, align: 'right', render: (r) => formatMoney(r.applyAmount) },
    { key: 'status', title: '纠纷状态', width: 120, render: (r) => <StatusTag color={DISPUTE[r.disputeStatus]?.[1]}>{DISPUTE[r.disputeStatus]?.[0]}</StatusTag> },
    { key: 'proof', title: '举证截止', width: 200, render: (r) => (r.disputeStatus === 1 && r.proofDeadlineAt ? <span>{formatTime(r.proofDeadlineAt, 'MM-DD HH:mm')} <Countdown deadline={r.proofDeadlineAt} waiting /></span> : '-') },
    { key: 'op', title: '操作', width: 90, render: (r) => <RouterAnchor to="/after-sale-violation/return-dispute/detail" search={{ afterSaleId: r.afterSaleId }}>{r.disputeStatus === 1 ? '举证' : '查看'}</RouterAnchor> },
  ];
  return (
    <PageContainer title="退货纠纷">
      <Tabs activeKey={tab} onChange={setTab} items={[{ key: '0', label: '全部纠纷' }, { key: '85', label: '待平台裁决' }]} />
      <KeysetTable<AfterSaleSummary> aria-label="退货纠纷" rows={list.rows} columns={columns} rowKey={(r) => r.afterSaleId} loading={list.loading} empty="没有退货纠纷" hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />
    </PageContainer>
  );
}
