import { createFileRoute } from '@tanstack/react-router';
import { VendorGuidePage } from '@/features/open-erp/guide-pages';
import { parseErpVendor } from '@/lib/route-params';

export const Route = createFileRoute('/_authed/_app/open/erp/guide/$vendor')({
  staticData: { title: 'ERP 对接指南', authKeyAny: ['open.page', 'common.open-erp'], hideInMenu: true, activeMenu: '/open/erp' },
  params: {
    parse: (p) => ({ vendor: parseErpVendor(p.vendor) }),
    stringify: (p) => ({ vendor: String(p.vendor) }),
  },
  component: function Page() {
    const { vendor } = Route.useParams();
    return <VendorGuidePage vendor={vendor} base="/open/erp" />;
  },
});
