import { createFileRoute } from '@tanstack/react-router';
import { VendorGuidePage } from '@/features/open-erp/guide-pages';
import { parseErpVendor } from '@/lib/route-params';

export const Route = createFileRoute('/white/open/erp/guide/$vendor')({
  staticData: { title: 'ERP 对接指南', public: true, hideInMenu: true },
  params: { parse: (p) => ({ vendor: parseErpVendor(p.vendor) }), stringify: (p) => ({ vendor: p.vendor }) },
  component: function Page() {
    const { vendor } = Route.useParams();
    return <VendorGuidePage vendor={vendor} base="/white/open/erp" />;
  },
});
