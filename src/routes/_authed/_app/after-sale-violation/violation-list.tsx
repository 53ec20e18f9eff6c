import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/after-sale-violation/violation-list')({
  staticData: { title: '违规记录', authKey: 'order.return.list' },
  component: UnderConstruction,
});
