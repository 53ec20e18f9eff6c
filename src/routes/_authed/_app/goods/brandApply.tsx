import { createFileRoute } from '@tanstack/react-router';
import { BrandApplyPage } from '@/features/goods/brand-pages';
import { validateBrandIdSearch } from '@/features/goods/search';

export const Route = createFileRoute('/_authed/_app/goods/brandApply')({
  staticData: { title: '品牌申请', authKey: 'goods.brand.detail', hideInMenu: true, activeMenu: '/goods/brandList' },
  validateSearch: validateBrandIdSearch,
  component: BrandApplyPage,
});
