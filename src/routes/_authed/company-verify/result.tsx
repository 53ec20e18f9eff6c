import { createFileRoute } from '@tanstack/react-router';
import { VerifyResultPage } from '@/features/account/verify/verify-result-page';

export const Route = createFileRoute('/_authed/company-verify/result')({
  staticData: { title: '认证结果', hideInTabs: true },
  component: VerifyResultPage,
});
