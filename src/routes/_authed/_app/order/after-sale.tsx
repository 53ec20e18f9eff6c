import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/order/after-sale')({
  staticData: { title: '售后列表', authKey: 'order.return.list' },
  component: UnderConstruction,
});
