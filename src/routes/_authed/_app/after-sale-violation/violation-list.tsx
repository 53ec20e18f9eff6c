import { createFileRoute } from '@tanstack/react-router';
import { ViolationListPage } from '@/features/after-sale/violation-pages';

export const Route = createFileRoute('/_authed/_app/after-sale-violation/violation-list')({
  staticData: { title: '违规记录', authKey: 'violation.list' },
  component: ViolationListPage,
});
