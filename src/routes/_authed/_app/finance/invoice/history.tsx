import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/invoice/history')({
  staticData: { title: '开票记录', authKey: 'invoice.list' },
  component: UnderConstruction,
});
