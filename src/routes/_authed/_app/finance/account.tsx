import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/finance/account-pages';

export const Route = createFileRoute('/_authed/_app/finance/account')({
  staticData: { title: '收款账户', authKey: 'finance.stat' },
  component: AccountPage,
});
