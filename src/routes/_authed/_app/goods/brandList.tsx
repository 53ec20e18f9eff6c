import { createFileRoute } from '@tanstack/react-router';
import { BrandListPage } from '@/features/goods/brand-pages';

export const Route = createFileRoute('/_authed/_app/goods/brandList')({
  staticData: { title: '品牌管理', authKey: 'goods.brand.list' },
  component: BrandListPage,
});
