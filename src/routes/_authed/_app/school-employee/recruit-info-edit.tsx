import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/recruit-info-edit')({
  staticData: { title: '编辑招募信息', authKey: 'agent.recruit.page', hideInMenu: true, activeMenu: '/school-employee/recruit-setting' },
  component: UnderConstruction,
});
