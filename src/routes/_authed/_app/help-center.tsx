import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/help-center')({
  staticData: { title: '帮助中心', hideInMenu: true },
  component: UnderConstruction,
});
