import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/recruit-setting')({
  staticData: { title: '招募设置', authKey: 'agent.recruit.page' },
  component: UnderConstruction,
});
