import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/open/erp/guide/')({
  staticData: { title: 'ERP 对接指南', authKeyAny: ['open.page', 'common.open-erp'], hideInMenu: true, activeMenu: '/open/erp' },
  component: UnderConstruction,
});
