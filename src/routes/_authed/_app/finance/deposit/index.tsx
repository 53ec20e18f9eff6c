import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '@/features/finance/deposit-pages';
import { validateDepositSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/deposit/')({
  staticData: { title: '保证金', authKey: 'finance.deposit.list' },
  validateSearch: validateDepositSearch,
  component: DepositPage,
});
