import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '@/features/customer-service/manage-page';

export const Route = createFileRoute('/_authed/_app/customer-service/manage')({
  staticData: { title: '客服管理', authKey: 'kf.user.list' },
  component: ManagePage,
});
