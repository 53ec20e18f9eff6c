import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/order/detail')({
  staticData: { title: '订单详情', authKey: 'order.list', hideInMenu: true, activeMenu: '/order/list' },
  component: UnderConstruction,
});
