import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/customer-service/edit')({
  staticData: { title: '编辑接待流程', authKey: 'kf.session.setting.view', hideInMenu: true, activeMenu: '/customer-service/flow' },
  component: UnderConstruction,
});
