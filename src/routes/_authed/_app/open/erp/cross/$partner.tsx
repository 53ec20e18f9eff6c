import { createFileRoute } from '@tanstack/react-router';
import { CrossGuidePage } from '@/features/open-erp/guide-pages';
import { parseErpPartner } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/open/erp/cross/$partner')({
  staticData: { title: '跨境对接指南', authKeyAny: ['open.page', 'common.open-erp'], hideInMenu: true, activeMenu: '/open/erp' },
  params: {
    parse: (p) => ({ partner: parseErpPartner(p.partner) }),
    stringify: (p) => ({ partner: String(p.partner) }),
  },
  component: function Page() {
    const { partner } = Route.useParams();
    return <CrossGuidePage partner={partner} base="/open/erp" />;
  },
});
