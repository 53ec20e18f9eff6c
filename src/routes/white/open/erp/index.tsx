import { createFileRoute } from '@tanstack/react-router';
import { PublicErpHome } from '@/features/open-erp/guide-pages';

export const Route = createFileRoute('/white/open/erp/')({
  staticData: { title: 'ERP 开放平台', public: true, hideInMenu: true },
  component: PublicErpHome,
});
