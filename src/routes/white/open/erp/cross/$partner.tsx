import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';
import { parseErpPartner } from '@/lib/route-params';

export const Route = createFileRoute('/white/open/erp/cross/$partner')({
  staticData: { title: '跨境对接指南', public: true, hideInMenu: true },
  params: { parse: (p) => ({ partner: parseErpPartner(p.partner) }), stringify: (p) => ({ partner: p.partner }) },
  component: UnderConstruction,
});
