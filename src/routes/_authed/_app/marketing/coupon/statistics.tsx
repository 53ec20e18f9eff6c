import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/statistics')({
  staticData: { title: '优惠券数据', authKey: 'coupon.list', hideInMenu: true, activeMenu: '/marketing/coupon' },
  component: UnderConstruction,
});
