import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/exception';

export const Route = createFileRoute('/error/404')({
  staticData: { name: 'PageNotFound', title: '页面不存在', public: true, hideInTabs: true },
  component: () => <NotFoundPage />,
});
