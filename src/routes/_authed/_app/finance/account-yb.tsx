import { createFileRoute } from '@tanstack/react-router';
import { AccountYbPage } from '@/features/finance/account-pages';

export const Route = createFileRoute('/_authed/_app/finance/account-yb')({
  staticData: { title: '易宝账户', authKey: 'finance.stat' },
  component: AccountYbPage,
});
