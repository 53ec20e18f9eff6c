import { createFileRoute } from '@tanstack/react-router';
import { SalesRewardAddPage } from '@/features/school-employee/sales-reward-add-page';
import { validateRuleIdSearch } from '@/features/school-employee/reward-search';

export const Route = createFileRoute('/_authed/_app/school-employee/sales-reward-add')({
  staticData: { title: '新增销售奖励', authKey: 'agent.reward.page', hideInMenu: true, activeMenu: '/school-employee/sales-reward-list' },
  validateSearch: validateRuleIdSearch,
  component: SalesRewardAddPage,
});
