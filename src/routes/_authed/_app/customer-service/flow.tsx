import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/customer-service/flow')({
  staticData: { title: '接待流程', authKey: 'kf.session.setting.view' },
  component: UnderConstruction,
});
