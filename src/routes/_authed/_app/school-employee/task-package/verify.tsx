import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/verify')({
  staticData: { title: '任务审核', authKey: 'task.package.review.list' },
  component: UnderConstruction,
});
