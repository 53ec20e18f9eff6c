import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleDetailPage } from '@/features/after-sale/detail-pages';
import { validateIdSearch } from '@/features/after-sale/search';

export const Route = createFileRoute('/_authed/_app/order/after-detail')({
  staticData: { title: '售后详情', authKey: 'order.return.list', hideInMenu: true, activeMenu: '/order/after-sale' },
  validateSearch: validateIdSearch,
  component: AfterSaleDetailPage,
});
