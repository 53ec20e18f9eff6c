import { createFileRoute } from '@tanstack/react-router';
import { GuideIndexPage } from '@/features/open-erp/guide-pages';

export const Route = createFileRoute('/_authed/_app/open/erp/guide/')({
  staticData: { title: 'ERP 对接指南', authKeyAny: ['open.page', 'common.open-erp'], hideInMenu: true, activeMenu: '/open/erp' },
  component: () => <GuideIndexPage base="/open/erp" />,
});
