import { createFileRoute } from '@tanstack/react-router';
import { CrossGuidePage } from '@/features/open-erp/guide-pages';
import { parseErpPartner } from '@/lib/route-params';

export const Route = createFileRoute('/white/open/erp/cross/$partner')({
  staticData: { title: '跨境对接指南', public: true, hideInMenu: true },
  params: { parse: (p) => ({ partner: parseErpPartner(p.partner) }), stringify: (p) => ({ partner: p.partner }) },
  component: function Page() {
    const { partner } = Route.useParams();
    return <CrossGuidePage partner={partner} base="/white/open/erp" />;
  },
});
