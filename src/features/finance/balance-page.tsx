import { getRouteApi } from '@tanstack/react-router';
import Tabs from 'antd/es/tabs';
import { useFinanceOverview } from '@/api/gen/endpoints/finance/finance';
import type { FinanceAccount } from '@/api/gen/model';
import { useCan } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { formatMoney } from '@/lib/dayjs';
import { ACCOUNTS, ACCOUNT_KEYS } from './constants';
import { FlowList } from './flow-list';
import type { FlowSearch } from './search';

const routeApi = getRouteApi('/_authed/_app/finance/balance');

/** /finance/balance: one tab per account (with its balance when the user may see balances), its flow below. */
export function BalancePage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const can = useCan();
  const showBalances = can('finance.stat');
  const overview = useFinanceOverview({ query: { enabled: showBalances } });
  const balances = overview.data?.balances;
  const account: FinanceAccount = search.account ?? 'available';
  const onSearch = (s: FlowSearch) => void navigate({ search: s });
  return (
    <PageContainer title="余额明细">
      <div className="xm-fin">
        <Tabs
          activeKey={account}
          onChange={(k) => void navigate({ search: (s: FlowSearch) => ({ ...s, account: k === 'available' ? undefined : (k as FinanceAccount) }) })}
          items={ACCOUNT_KEYS.map((k) => ({ key: k, label: balances ? `${ACCOUNTS[k]} ${formatMoney(balances[k])}` : ACCOUNTS[k] }))}
        />
        {account === 'available' && balances && balances.owed > 0 ? (
          <p className="xm-fin-out" role="note">
            当前欠款 {formatMoney(balances.owed)}（结算后发生的退款等），将从下次结算中扣回；欠款期间不能提现。
          </p>
        ) : null}
        <FlowList search={search} onSearch={onSearch} account={account} label={`${ACCOUNTS[account]}流水`} />
      </div>
    </PageContainer>
  );
}
