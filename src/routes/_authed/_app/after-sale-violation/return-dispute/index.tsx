import { createFileRoute } from '@tanstack/react-router';
import { DisputeListPage } from '@/features/after-sale/dispute-list-page';

export const Route = createFileRoute('/_authed/_app/after-sale-violation/return-dispute/')({
  staticData: { title: '退货纠纷', authKey: 'order.return.dispute.list' },
  component: DisputeListPage,
});
