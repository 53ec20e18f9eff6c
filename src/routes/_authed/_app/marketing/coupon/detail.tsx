import { createFileRoute } from '@tanstack/react-router';
import { CouponDetailPage } from '@/features/activity/coupon-pages';
import { validateIdSearch } from '@/features/activity/search';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/detail')({
  staticData: { title: '优惠券详情', authKey: 'coupon.list', hideInMenu: true, activeMenu: '/marketing/coupon' },
  validateSearch: validateIdSearch,
  component: function Page() {
    return <CouponDetailPage couponId={Route.useSearch().couponId} />;
  },
});
