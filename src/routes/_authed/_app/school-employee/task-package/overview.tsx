import { createFileRoute } from '@tanstack/react-router';
import { TaskPackageOverviewPage } from '@/features/school-employee/task-package-overview-page';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/overview')({
  staticData: { title: '任务包概览', authKey: 'task.package.page' },
  component: TaskPackageOverviewPage,
});
