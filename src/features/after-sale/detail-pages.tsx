import { getRouteApi } from '@tanstack/react-router';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { getAfterSaleDetailQueryKey, getAfterSaleDisputeDetailQueryKey, useAfterSaleDetail, useAfterSaleDisputeDetail } from '@/api/gen/endpoints/after-sale/after-sale';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { CaseDetail } from './case-detail';

const detailRoute = getRouteApi('/_authed/_app/order/after-detail');
const disputeRoute = getRouteApi('/_authed/_app/after-sale-violation/return-dispute/detail');

/** /order/after-detail?afterSaleId=: the case, its timeline and the actions its state allows. */
export function AfterSaleDetailPage() {
  const { afterSaleId } = detailRoute.useSearch();
  const q = useAfterSaleDetail({ afterSaleId }, { query: { enabled: afterSaleId > 0 } });
  return (
    <PageContainer title="售后详情" extra={<RouterAnchor to="/order/after-sale">返回售后列表</RouterAnchor>}>
      {!afterSaleId || q.isError ? <Result status="404" title="售后单不存在" /> : q.data ? <CaseDetail d={q.data} queryKey={getAfterSaleDetailQueryKey({ afterSaleId })} handleKey="order.return.handle" /> : <Spin />}
    </PageContainer>
  );
}

/** /after-sale-violation/return-dispute/detail?afterSaleId=: both sides' evidence, the proof deadline and the decision. */
export function DisputeDetailPage() {
  const { afterSaleId } = disputeRoute.useSearch();
  const q = useAfterSaleDisputeDetail({ afterSaleId }, { query: { enabled: afterSaleId > 0 } });
  return (
    <PageContainer title="纠纷详情" extra={<RouterAnchor to="/after-sale-violation/return-dispute">返回纠纷列表</RouterAnchor>}>
      {!afterSaleId || q.isError ? <Result status="404" title="纠纷不存在" /> : q.data ? <CaseDetail d={q.data} queryKey={getAfterSaleDisputeDetailQueryKey({ afterSaleId })} handleKey="order.return.dispute.handle" /> : <Spin />}
    </PageContainer>
  );
}
