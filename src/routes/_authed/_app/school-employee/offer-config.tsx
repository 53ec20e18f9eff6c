import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/school-employee/offer-config')({
  staticData: { title: '录用配置', authKey: 'agent.recruit.page' },
  component: UnderConstruction,
});
