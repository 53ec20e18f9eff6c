import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/sales-reward-list')({
  staticData: { title: '销售奖励', authKey: 'agent.reward.page' },
  component: UnderConstruction,
});
