import { createFileRoute } from '@tanstack/react-router';
import { SampleConfigPage } from '@/features/school-employee/sample-pages';
import { validateSampleIdSearch } from '@/features/school-employee/task-constants';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/sample-config')({
  staticData: { title: '样品配置', authKey: 'sample.config.page' },
  validateSearch: validateSampleIdSearch,
  component: SampleConfigPage,
});
