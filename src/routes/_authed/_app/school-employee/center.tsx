import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/center')({
  staticData: { title: '代理中心', authKey: 'agent.recruit.list' },
  component: UnderConstruction,
});
