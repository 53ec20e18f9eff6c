import { createFileRoute } from '@tanstack/react-router';
import { TaskAnswerDetailPage } from '@/features/school-employee/task-answer-detail-page';
import { validateTakeIdSearch } from '@/features/school-employee/task-constants';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/answer-detail')({
  staticData: { title: '答卷详情', authKey: 'task.package.review.list', hideInMenu: true, activeMenu: '/school-employee/task-package/verify' },
  validateSearch: validateTakeIdSearch,
  component: TaskAnswerDetailPage,
});
