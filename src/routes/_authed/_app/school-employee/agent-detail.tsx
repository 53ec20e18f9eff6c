import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/agent-detail')({
  staticData: { title: '代理详情', authKey: 'agent.recruit.list', hideInMenu: true, activeMenu: '/school-employee/center' },
  component: UnderConstruction,
});
