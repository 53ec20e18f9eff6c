import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/order/list')({
  staticData: { title: '订单列表', authKey: 'order.list' },
  component: UnderConstruction,
});
