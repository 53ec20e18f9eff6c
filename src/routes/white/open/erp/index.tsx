import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/white/open/erp/')({
  staticData: { title: 'ERP 开放平台', public: true, hideInMenu: true },
  component: UnderConstruction,
});
