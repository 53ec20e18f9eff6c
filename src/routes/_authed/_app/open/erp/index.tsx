import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/open/erp/')({
  staticData: { title: 'ERP 对接', authKeyAny: ['open.page', 'common.open-erp'], hideInMenu: true },
  component: UnderConstruction,
});
