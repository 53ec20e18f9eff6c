import { createFileRoute } from '@tanstack/react-router';
import { SalesRewardStatisticsPage } from '@/features/school-employee/sales-reward-statistics-page';

export const Route = createFileRoute('/_authed/_app/school-employee/sales-reward-statistics')({
  staticData: { title: '奖励统计', authKey: 'agent.reward.page' },
  component: SalesRewardStatisticsPage,
});
