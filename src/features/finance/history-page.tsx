import { getRouteApi } from '@tanstack/react-router';
import { PageContainer } from '@/components/page-container';
import { FlowList } from './flow-list';
import type { FlowSearch } from './search';

const routeApi = getRouteApi('/_authed/_app/finance/history');

/** /finance/history: every account's flow in one list, the account one more filter. */
export function HistoryPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <PageContainer title="历史账单">
      <div className="xm-fin">
        <p className="xm-fin-muted" style={{ marginTop: 0 }}>
          全部资金账户的每一笔入账与出账（按入账时间倒序）。每行的业务来源可直接打开对应的订单、售后单、提现单或处罚。
        </p>
        <FlowList search={search} onSearch={(s: FlowSearch) => void navigate({ search: s })} label="资金流水" />
      </div>
    </PageContainer>
  );
}
