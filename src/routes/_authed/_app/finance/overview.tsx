import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/overview')({
  staticData: { title: '资金概览', authKey: 'finance.stat' },
  component: UnderConstruction,
});
