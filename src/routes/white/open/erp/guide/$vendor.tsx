import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';
import { parseErpVendor } from '@/lib/route-params';

export const Route = createFileRoute('/white/open/erp/guide/$vendor')({
  staticData: { title: 'ERP 对接指南', public: true, hideInMenu: true },
  params: { parse: (p) => ({ vendor: parseErpVendor(p.vendor) }), stringify: (p) => ({ vendor: p.vendor }) },
  component: UnderConstruction,
});
