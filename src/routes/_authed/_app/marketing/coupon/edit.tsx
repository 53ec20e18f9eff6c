import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/edit')({
  staticData: { title: '编辑优惠券', authKey: 'coupon.list', hideInMenu: true, activeMenu: '/marketing/coupon' },
  component: UnderConstruction,
});
