import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/receive')({
  staticData: { title: '领取记录', authKey: 'task.package.page' },
  component: UnderConstruction,
});
