import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '@/features/finance/history-page';
import { validateFlowSearch } from '@/features/finance/search';

export const Route = createFileRoute('/_authed/_app/finance/history')({
  staticData: { title: '历史账单', authKey: 'finance.stream.list' },
  validateSearch: validateFlowSearch,
  component: HistoryPage,
});
