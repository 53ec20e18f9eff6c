import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/deposit/')({
  staticData: { title: '保证金', authKey: 'finance.deposit.list' },
  component: UnderConstruction,
});
