import { createFileRoute } from '@tanstack/react-router';
import { RecruitDetailPage } from '@/features/remote-task/pages';
import { validateRecruitDetailSearch } from '@/features/remote-task/search';

export const Route = createFileRoute('/_authed/_app/remote-task/recruit-detail')({
  staticData: { title: '招募详情', authKey: ['common.remote-task.list', 'remote.task.list'], hideInMenu: true, activeMenu: '/remote-task/recruit-list' },
  validateSearch: validateRecruitDetailSearch,
  component: RecruitDetailPage,
});
