import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '@/features/account/verify/verify-page';

export const Route = createFileRoute('/_authed/company-verify/')({
  staticData: { title: '企业认证', hideInTabs: true },
  component: VerifyPage,
});
