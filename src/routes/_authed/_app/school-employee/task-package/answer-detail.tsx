import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/answer-detail')({
  staticData: { title: '答卷详情', authKey: 'task.package.review.list', hideInMenu: true, activeMenu: '/school-employee/task-package/verify' },
  component: UnderConstruction,
});
