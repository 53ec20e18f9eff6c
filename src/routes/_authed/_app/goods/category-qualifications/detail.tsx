import { createFileRoute } from '@tanstack/react-router';
import { CategoryQualificationDetailPage } from '@/features/goods/qualification-pages';
import { validateCategoryIdSearch } from '@/features/goods/search';

export const Route = createFileRoute('/_authed/_app/goods/category-qualifications/detail')({
  staticData: { title: '类目资质详情', authKey: 'goods.list', hideInMenu: true, activeMenu: '/goods/category-qualifications' },
  validateSearch: validateCategoryIdSearch,
  component: CategoryQualificationDetailPage,
});
