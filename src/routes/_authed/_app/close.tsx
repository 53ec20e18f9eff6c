import { createFileRoute } from '@tanstack/react-router';
import { ClosePage } from '@/features/company/close-page';

export const Route = createFileRoute('/_authed/_app/close')({
  staticData: { title: '关闭店铺', authKey: 'company.view', hideInMenu: true },
  component: ClosePage,
});
