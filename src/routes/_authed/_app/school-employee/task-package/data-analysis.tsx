import { createFileRoute } from '@tanstack/react-router';
import { TaskDataAnalysisPage } from '@/features/school-employee/task-analysis-page';
import { validatePackageIdSearch } from '@/features/school-employee/task-constants';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/data-analysis')({
  staticData: { title: '任务数据分析', authKey: 'task.package.page' },
  validateSearch: validatePackageIdSearch,
  component: TaskDataAnalysisPage,
});
