import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/overview')({
  staticData: { title: '任务包概览', authKey: 'task.package.page' },
  component: UnderConstruction,
});
