import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/announce/')({
  staticData: { title: '平台公告', hideInMenu: true },
  component: UnderConstruction,
});
