import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/order/evaluate')({
  staticData: { title: '评价管理', authKey: 'order.evaluation.list' },
  component: UnderConstruction,
});
