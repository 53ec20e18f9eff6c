import { createFileRoute } from '@tanstack/react-router';
import { CrossWithdrawPage } from '@/features/finance/withdraw-pages';
import { validateWithdrawSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/cross-withdraw')({
  staticData: { title: '跨境提现', authKey: ['finance.stat', 'common.cross-border'] },
  validateSearch: validateWithdrawSearch,
  component: CrossWithdrawPage,
});
