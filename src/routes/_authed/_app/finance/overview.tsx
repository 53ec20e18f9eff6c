import { createFileRoute } from '@tanstack/react-router';
import { FinanceOverviewPage } from '@/features/finance/overview-page';

export const Route = createFileRoute('/_authed/_app/finance/overview')({
  staticData: { title: '资金概览', authKey: 'finance.stat' },
  component: FinanceOverviewPage,
});
