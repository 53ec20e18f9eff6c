import { createFileRoute } from '@tanstack/react-router';
import { TaskListPage } from '@/features/remote-task/pages';
import { validateTaskSearch } from '@/features/remote-task/search';

export const Route = createFileRoute('/_authed/_app/remote-task/task-list')({
  staticData: { title: '任务列表', authKey: ['common.remote-task.list', 'remote.task.list'] },
  validateSearch: validateTaskSearch,
  component: TaskListPage,
});
