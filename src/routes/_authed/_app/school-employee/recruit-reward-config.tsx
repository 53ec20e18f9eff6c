import { createFileRoute } from '@tanstack/react-router';
import { RecruitRewardConfigPage } from '@/features/school-employee/recruit-reward-config-page';

export const Route = createFileRoute('/_authed/_app/school-employee/recruit-reward-config')({
  staticData: { title: '招募奖励配置', authKey: 'agent.reward.page' },
  component: RecruitRewardConfigPage,
});
