import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/account')({
  staticData: { title: '收款账户', authKey: 'finance.stat' },
  component: UnderConstruction,
});
