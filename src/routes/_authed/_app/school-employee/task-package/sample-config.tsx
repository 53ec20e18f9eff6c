import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/sample-config')({
  staticData: { title: '样品配置', authKey: 'sample.config.page' },
  component: UnderConstruction,
});
