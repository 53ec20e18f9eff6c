import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/finance/cross-withdraw')({
  staticData: { title: '跨境提现', authKey: ['finance.stat', 'common.cross-border'] },
  component: UnderConstruction,
});
