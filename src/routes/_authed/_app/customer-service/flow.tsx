import { createFileRoute } from '@tanstack/react-router';
import { FlowPage } from '@/features/customer-service/flow-page';

export const Route = createFileRoute('/_authed/_app/customer-service/flow')({
  staticData: { title: '接待流程', authKey: 'kf.session.setting.view' },
  component: FlowPage,
});
