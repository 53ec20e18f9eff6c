import { createFileRoute } from '@tanstack/react-router';
import { CouponListPage } from '@/features/activity/coupon-pages';
import { validateStateSearch } from '@/features/activity/search';

export const Route = createFileRoute('/_authed/_app/marketing/coupon/')({
  staticData: { title: '优惠券', authKey: 'coupon.list' },
  validateSearch: validateStateSearch,
  component: function CouponList() {
    return <CouponListPage state={Route.useSearch().state} />;
  },
});
