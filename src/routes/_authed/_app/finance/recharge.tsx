import { createFileRoute } from '@tanstack/react-router';
import { MarketingRechargePage } from '@/features/finance/marketing-pages';

export const Route = createFileRoute('/_authed/_app/finance/recharge')({
  staticData: { title: '账户充值', authKey: 'finance.stat', hideInMenu: true, activeMenu: '/finance/overview' },
  component: MarketingRechargePage,
});
