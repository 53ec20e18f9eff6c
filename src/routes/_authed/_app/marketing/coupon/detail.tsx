import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/detail')({
  staticData: { title: '优惠券详情', authKey: 'coupon.list', hideInMenu: true, activeMenu: '/marketing/coupon' },
  component: UnderConstruction,
});
