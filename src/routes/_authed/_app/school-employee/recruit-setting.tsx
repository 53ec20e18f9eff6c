import { createFileRoute } from '@tanstack/react-router';
import { RecruitSettingPage } from '@/features/school-employee/post-pages';

export const Route = createFileRoute('/_authed/_app/school-employee/recruit-setting')({
  staticData: { title: '招募设置', authKey: 'agent.recruit.page' },
  component: RecruitSettingPage,
});
