import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '@/features/finance/balance-page';
import { validateFlowSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/balance')({
  staticData: { title: '余额明细', authKey: 'finance.stream.list' },
  validateSearch: validateFlowSearch,
  component: BalancePage,
});
