import { createFileRoute } from '@tanstack/react-router';
import { SalesRewardListPage } from '@/features/school-employee/sales-reward-list-page';
import { validateRewardListSearch } from '@/features/school-employee/reward-search';

export const Route = createFileRoute('/_authed/_app/school-employee/sales-reward-list')({
  staticData: { title: '销售奖励', authKey: 'agent.reward.page' },
  validateSearch: validateRewardListSearch,
  component: SalesRewardListPage,
});
