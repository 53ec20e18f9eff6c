import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/subsidy')({
  staticData: { title: '补贴明细', authKey: 'finance.subsidy.list' },
  component: UnderConstruction,
});
