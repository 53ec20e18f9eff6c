import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage } from '@/features/finance/withdraw-pages';
import { validateWithdrawSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/withdraw')({
  staticData: { title: '提现', authKey: 'finance.stat' },
  validateSearch: validateWithdrawSearch,
  component: WithdrawPage,
});
