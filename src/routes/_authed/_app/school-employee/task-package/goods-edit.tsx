import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/goods-edit')({
  staticData: { title: '任务商品编辑', authKey: 'task.package.page', hideInMenu: true, activeMenu: '/school-employee/task-package/config' },
  component: UnderConstruction,
});
