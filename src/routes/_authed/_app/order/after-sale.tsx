import { createFileRoute } from '@tanstack/react-router';
import { AfterSaleListPage } from '@/features/after-sale/after-sale-list-page';
import { validateAfterSaleSearch } from '@/features/after-sale/search';

export const Route = createFileRoute('/_authed/_app/order/after-sale')({
  staticData: { title: '售后列表', authKey: 'order.return.list' },
  validateSearch: validateAfterSaleSearch,
  component: AfterSaleListPage,
});
