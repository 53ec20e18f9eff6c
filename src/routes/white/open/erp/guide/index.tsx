import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/white/open/erp/guide/')({
  staticData: { title: 'ERP 对接指南', public: true, hideInMenu: true },
  component: UnderConstruction,
});
