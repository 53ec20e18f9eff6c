import { createFileRoute } from '@tanstack/react-router';
import { TaskPackageConfigPage } from '@/features/school-employee/task-package-config-page';
import { validatePackageIdSearch } from '@/features/school-employee/task-constants';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/config')({
  staticData: { title: '任务包配置', authKey: 'task.package.page' },
  validateSearch: validatePackageIdSearch,
  component: TaskPackageConfigPage,
});
