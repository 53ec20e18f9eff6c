import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '@/components/exception';

export const Route = createFileRoute('/error/403')({
  staticData: { name: 'pageNoAuth', title: '无权限', public: true, hideInTabs: true },
  component: ForbiddenPage,
});
