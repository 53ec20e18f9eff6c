import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '@/features/account/apply-page';

export const Route = createFileRoute('/_authed/login/apply')({
  staticData: { title: '入驻申请', hideInTabs: true },
  component: ApplyPage,
});
