import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/after-sale-violation/return-dispute/detail')({
  staticData: { title: '纠纷详情', authKey: 'order.return.dispute.list', hideInMenu: true, activeMenu: '/after-sale-violation/return-dispute' },
  component: UnderConstruction,
});
