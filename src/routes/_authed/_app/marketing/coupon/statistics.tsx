import { createFileRoute } from '@tanstack/react-router';
import { CouponStatisticsPage } from '@/features/activity/coupon-pages';
import { validateIdSearch } from '@/features/activity/search';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/statistics')({
  staticData: { title: '优惠券数据', authKey: 'coupon.list', hideInMenu: true, activeMenu: '/marketing/coupon' },
  validateSearch: validateIdSearch,
  component: function Page() {
    return <CouponStatisticsPage couponId={Route.useSearch().couponId} />;
  },
});
