import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/config')({
  staticData: { title: '任务包配置', authKey: 'task.package.page' },
  component: UnderConstruction,
});
