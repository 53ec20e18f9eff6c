import { createFileRoute } from '@tanstack/react-router';
import { CouponEditPage } from '@/features/activity/coupon-pages';
import { validateIdSearch } from '@/features/activity/search';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/edit')({
  staticData: { title: '编辑优惠券', authKey: 'coupon.list', hideInMenu: true, activeMenu: '/marketing/coupon' },
  validateSearch: validateIdSearch,
  component: function Page() {
    return <CouponEditPage couponId={Route.useSearch().couponId} />;
  },
});
