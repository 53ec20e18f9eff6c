import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/category-qualifications/detail')({
  staticData: { title: '类目资质详情', authKey: 'goods.list', hideInMenu: true, activeMenu: '/goods/category-qualifications' },
  component: UnderConstruction,
});
