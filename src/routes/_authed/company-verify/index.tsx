import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/company-verify/')({
  staticData: { title: '企业认证', hideInTabs: true },
  component: UnderConstruction,
});
