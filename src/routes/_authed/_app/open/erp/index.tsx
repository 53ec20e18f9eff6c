import { createFileRoute } from '@tanstack/react-router';
import { ErpPage } from '@/features/open-erp/erp-page';
import { validateErpSearch } from '@/features/open-erp/search';

export const Route = createFileRoute('/_authed/_app/open/erp/')({
  staticData: { title: 'ERP 对接', authKeyAny: ['open.page', 'common.open-erp'], hideInMenu: true },
  validateSearch: validateErpSearch,
  component: ErpPage,
});
