import { createFileRoute } from '@tanstack/react-router';
import { GuideIndexPage } from '@/features/open-erp/guide-pages';

export const Route = createFileRoute('/white/open/erp/guide/')({
  staticData: { title: 'ERP 对接指南', public: true, hideInMenu: true },
  component: () => <GuideIndexPage base="/white/open/erp" />,
});
