import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/history')({
  staticData: { title: '历史账单', authKey: 'finance.stream.list' },
  component: UnderConstruction,
});
