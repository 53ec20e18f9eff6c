import { createFileRoute } from '@tanstack/react-router';
import { DisputeDetailPage } from '@/features/after-sale/detail-pages';
import { validateIdSearch } from '@/features/after-sale/search';

export const Route = createFileRoute('/_authed/_app/after-sale-violation/return-dispute/detail')({
  staticData: { title: '纠纷详情', authKey: 'order.return.dispute.list', hideInMenu: true, activeMenu: '/after-sale-violation/return-dispute' },
  validateSearch: validateIdSearch,
  component: DisputeDetailPage,
});
