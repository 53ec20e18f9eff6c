import { createFileRoute } from '@tanstack/react-router';
import { RecruitInfoEditPage } from '@/features/school-employee/post-pages';
import { validatePostIdSearch } from '@/features/school-employee/search';

export const Route = createFileRoute('/_authed/_app/school-employee/recruit-info-edit')({
  staticData: { title: '编辑招募信息', authKey: 'agent.recruit.page', hideInMenu: true, activeMenu: '/school-employee/recruit-setting' },
  validateSearch: validatePostIdSearch,
  component: RecruitInfoEditPage,
});
