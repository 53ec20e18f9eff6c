import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/rule-center')({
  staticData: { title: '规则中心', hideInMenu: true },
  component: UnderConstruction,
});
