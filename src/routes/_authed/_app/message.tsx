import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/message')({
  staticData: { title: '消息中心', hideInMenu: true },
  component: UnderConstruction,
});
