import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/balance')({
  staticData: { title: '余额明细', authKey: 'finance.stream.list' },
  component: UnderConstruction,
});
