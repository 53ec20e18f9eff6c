import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/marketing')({
  staticData: { title: '营销资金', authKey: 'finance.marketing.stream.list' },
  component: UnderConstruction,
});
