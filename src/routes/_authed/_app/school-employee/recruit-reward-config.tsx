import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/recruit-reward-config')({
  staticData: { title: '招募奖励配置', authKey: 'agent.reward.page' },
  component: UnderConstruction,
});
