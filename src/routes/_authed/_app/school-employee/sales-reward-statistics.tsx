import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/sales-reward-statistics')({
  staticData: { title: '奖励统计', authKey: 'agent.reward.page' },
  component: UnderConstruction,
});
