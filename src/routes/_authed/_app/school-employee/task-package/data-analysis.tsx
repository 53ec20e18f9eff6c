import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/data-analysis')({
  staticData: { title: '任务数据分析', authKey: 'task.package.page' },
  component: UnderConstruction,
});
