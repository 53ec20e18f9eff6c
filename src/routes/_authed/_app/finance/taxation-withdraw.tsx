import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/taxation-withdraw')({
  staticData: { title: '完税提现', authKey: 'finance.stat' },
  component: UnderConstruction,
});
