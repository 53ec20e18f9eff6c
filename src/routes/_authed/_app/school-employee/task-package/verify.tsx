import { createFileRoute } from '@tanstack/react-router';
import { TaskVerifyPage } from '@/features/school-employee/task-verify-page';
import { validateTaskListSearch } from '@/features/school-employee/task-constants';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/verify')({
  staticData: { title: '任务审核', authKey: 'task.package.review.list' },
  validateSearch: validateTaskListSearch,
  component: TaskVerifyPage,
});
