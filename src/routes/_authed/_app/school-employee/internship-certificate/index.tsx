import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/internship-certificate/')({
  staticData: { title: '实习证明', authKey: 'agent.recruit.list' },
  component: UnderConstruction,
});
