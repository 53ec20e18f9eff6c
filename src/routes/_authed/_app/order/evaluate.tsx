import { createFileRoute } from '@tanstack/react-router';
import { EvaluatePage } from '@/features/order/evaluate-page';
import { validateEvaluateSearch } from '@/features/order/search';

export const Route = createFileRoute('/_authed/_app/order/evaluate')({
  staticData: { title: '评价管理', authKey: 'order.evaluation.list' },
  validateSearch: validateEvaluateSearch,
  component: EvaluatePage,
});
