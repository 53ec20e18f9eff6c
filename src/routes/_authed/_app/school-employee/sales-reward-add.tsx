import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/sales-reward-add')({
  staticData: { title: '新增销售奖励', authKey: 'agent.reward.page', hideInMenu: true, activeMenu: '/school-employee/sales-reward-list' },
  component: UnderConstruction,
});
