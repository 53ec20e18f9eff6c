import { createFileRoute } from '@tanstack/react-router';
import { ViolationDetailPage } from '@/features/after-sale/violation-pages';
import { validateViolationIdSearch } from '@/features/after-sale/search';

export const Route = createFileRoute('/_authed/_app/after-sale-violation/violation-detail')({
  staticData: { title: '违规详情', authKey: 'violation.list', hideInMenu: true, activeMenu: '/after-sale-violation/violation-list' },
  validateSearch: validateViolationIdSearch,
  component: ViolationDetailPage,
});
