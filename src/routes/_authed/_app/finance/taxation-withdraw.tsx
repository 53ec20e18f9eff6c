import { createFileRoute } from '@tanstack/react-router';
import { TaxationWithdrawPage } from '@/features/finance/withdraw-pages';
import { validateWithdrawSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/taxation-withdraw')({
  staticData: { title: '完税提现', authKey: 'finance.stat' },
  validateSearch: validateWithdrawSearch,
  component: TaxationWithdrawPage,
});
