import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/account-yb')({
  staticData: { title: '易宝账户', authKey: 'finance.stat' },
  component: UnderConstruction,
});
