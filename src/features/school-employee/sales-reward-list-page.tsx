import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { type RewardListSearch } from './reward-search';
import { RewardRecords } from './reward-records';
import { RuleTable } from './reward-rule-table';
import { REWARD_EDIT } from './reward-shared';
import './school-employee.css';

const listRoute = getRouteApi('/_authed/_app/school-employee/sales-reward-list');

/** /school-employee/sales-reward-list: the reward records (state cards, filters, payout) and the rules. */
export function SalesRewardListPage() {
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const go = (s: RewardListSearch) => void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as RewardListSearch });
  return (
    <PageContainer
      title="销售奖励"
      extra={
        <Auth authKey={REWARD_EDIT}>
          <Button type="primary" onClick={() => void navigate({ to: '/school-employee/sales-reward-add' })}>
            新增奖励规则
          </Button>
        </Auth>
      }
    >
      <Tabs
        activeKey={search.tab ?? 'records'}
        onChange={(k) => go(k === 'rules' ? { tab: 'rules' } : {})}
        items={[
          { key: 'records', label: '奖励记录' },
          { key: 'rules', label: '奖励规则' },
        ]}
      />
      {search.tab === 'rules' ? <RuleTable /> : <RewardRecords search={search} go={go} />}
    </PageContainer>
  );
}
