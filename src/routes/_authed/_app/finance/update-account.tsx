import { createFileRoute } from '@tanstack/react-router';
import { UpdateAccountPage } from '@/features/finance/account-pages';

export const Route = createFileRoute('/_authed/_app/finance/update-account')({
  staticData: { title: '修改收款账户', authKey: 'finance.stat', hideInMenu: true, activeMenu: '/finance/account' },
  component: UpdateAccountPage,
});
