import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/invoice/')({
  staticData: { title: '发票管理', authKey: 'invoice.list' },
  component: UnderConstruction,
});
