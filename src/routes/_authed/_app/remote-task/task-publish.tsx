import { createFileRoute } from '@tanstack/react-router';
import { TaskPublishPage } from '@/features/remote-task/publish-page';

export const Route = createFileRoute('/_authed/_app/remote-task/task-publish')({
  staticData: { title: '发布任务', authKey: ['common.remote-task.list', 'remote.task.list', 'remote.task.edit'] },
  component: TaskPublishPage,
});
