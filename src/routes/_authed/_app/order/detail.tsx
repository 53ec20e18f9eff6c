import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/order/order-detail-page';
import { validateDetailSearch } from '@/features/order/search';

export const Route = createFileRoute('/_authed/_app/order/detail')({
  staticData: { title: '订单详情', authKey: 'order.list', hideInMenu: true, activeMenu: '/order/list' },
  validateSearch: validateDetailSearch,
  component: OrderDetailPage,
});
