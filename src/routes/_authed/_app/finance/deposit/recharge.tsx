import { createFileRoute } from '@tanstack/react-router';
import { DepositRechargePage } from '@/features/finance/deposit-pages';

export const Route = createFileRoute('/_authed/_app/finance/deposit/recharge')({
  staticData: { title: '保证金充值', authKey: 'finance.deposit.list', hideInMenu: true, activeMenu: '/finance/deposit' },
  component: DepositRechargePage,
});
