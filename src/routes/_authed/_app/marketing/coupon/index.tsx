import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/')({
  staticData: { title: '优惠券', authKey: 'coupon.list' },
  component: UnderConstruction,
});
