import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/internship-certificate/detail')({
  staticData: { title: '实习证明详情', authKey: 'agent.recruit.list', hideInMenu: true, activeMenu: '/school-employee/internship-certificate' },
  component: UnderConstruction,
});
