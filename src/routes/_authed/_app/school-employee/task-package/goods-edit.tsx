import { createFileRoute } from '@tanstack/react-router';
import { SampleGoodsEditPage } from '@/features/school-employee/sample-pages';
import { validateSampleIdSearch } from '@/features/school-employee/task-constants';

export const Route = createFileRoute('/_authed/_app/school-employee/task-package/goods-edit')({
  staticData: { title: '样品商品编辑', authKey: 'sample.config.page', hideInMenu: true, activeMenu: '/school-employee/task-package/sample-config' },
  validateSearch: validateSampleIdSearch,
  component: SampleGoodsEditPage,
});
