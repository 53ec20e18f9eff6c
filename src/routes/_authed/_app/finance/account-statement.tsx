import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/account-statement')({
  staticData: { title: '对账单', authKey: 'finance.statement' },
  component: UnderConstruction,
});
