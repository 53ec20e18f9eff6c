import { getRouteApi } from '@tanstack/react-router';
import Skeleton from 'antd/es/skeleton';
import { useErpAbutmentDetail, useErpShopConfigDetail } from '@/api/gen/endpoints/open-erp/open-erp';
import { PageContainer } from '@/components/page-container';
import { useLiveInvalidate } from '@/lib/live';
import { GuideLink } from './guide-pages';
import { ApplyCard, FormsCard } from './erp-apply';
import { AuthConfirmCard, ConnectionCard } from './erp-connection';
import { GoodsCheckCard } from './erp-goods-check';
import { LIVE_KEYS } from './erp-shared';
import { ErrorsCard, SwitchesCard } from './erp-switches';
import './open-erp.css';

const routeApi = getRouteApi('/_authed/_app/open/erp/');

export function ErpPage() {
  const search = routeApi.useSearch();
  // The ERP's writes arrive as events (openErp.*); the last-sync time has none, hence the slow poll as well.
  useLiveInvalidate('openErp.', LIVE_KEYS);
  const cfg = useErpShopConfigDetail({ query: { refetchInterval: 15_000 } });
  const abutment = useErpAbutmentDetail({ query: { refetchInterval: 15_000 } });
  const pendingLink = search.vendor && search.state && search.code ? { vendor: search.vendor, state: search.state, code: search.code } : null;
  const active = abutment.data && [1, 2, 3, 4].includes(abutment.data.status);
  return (
    <PageContainer title="ERP 对接" extra={<GuideLink href="/open/erp/guide">对接指南</GuideLink>}>
      <div className="xm-erp-stack">
        {pendingLink ? <AuthConfirmCard {...pendingLink} /> : null}
        {cfg.isLoading || !cfg.data ? (
          <Skeleton active />
        ) : (
          <>
            <ConnectionCard cfg={cfg.data} abutment={abutment.data} />
            <SwitchesCard cfg={cfg.data} />
            <ErrorsCard cfg={cfg.data} />
            <GoodsCheckCard />
            {active ? null : <ApplyCard />}
            <FormsCard />
          </>
        )}
      </div>
    </PageContainer>
  );
}
