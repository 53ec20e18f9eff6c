import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/order/order-list-page';
import { validateOrderSearch } from '@/features/order/search';

export const Route = createFileRoute('/_authed/_app/order/list')({
  staticData: { title: '订单列表', authKey: 'order.list' },
  validateSearch: validateOrderSearch,
  component: OrderListPage,
});
