import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/brandApply')({
  staticData: { title: '品牌申请', authKey: 'goods.brand.detail', hideInMenu: true, activeMenu: '/goods/brandList' },
  component: UnderConstruction,
});
