import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/order/after-detail')({
  staticData: { title: '售后详情', authKey: 'order.return.list', hideInMenu: true, activeMenu: '/order/after-sale' },
  component: UnderConstruction,
});
