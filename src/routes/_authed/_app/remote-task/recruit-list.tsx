import { createFileRoute } from '@tanstack/react-router';
import { RecruitListPage } from '@/features/remote-task/pages';
import { validateReceiveSearch } from '@/features/remote-task/search';

export const Route = createFileRoute('/_authed/_app/remote-task/recruit-list')({
  staticData: { title: '招募列表', authKey: ['common.remote-task.list', 'remote.task.list'] },
  validateSearch: validateReceiveSearch,
  component: RecruitListPage,
});
