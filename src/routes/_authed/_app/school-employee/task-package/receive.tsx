import { createFileRoute } from '@tanstack/react-router';
import { TaskReceivePage } from '@/features/school-employee/task-receive-page';
import { validateTaskListSearch } from '@/features/school-employee/task-constants';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/receive')({
  staticData: { title: '领取记录', authKey: 'task.package.page' },
  validateSearch: validateTaskListSearch,
  component: TaskReceivePage,
});
