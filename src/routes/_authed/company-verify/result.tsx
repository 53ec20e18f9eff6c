import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/company-verify/result')({
  staticData: { title: '认证结果', hideInTabs: true },
  component: UnderConstruction,
});
