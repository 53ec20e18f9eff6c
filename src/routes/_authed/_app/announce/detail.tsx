import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/announce/detail')({
  staticData: { title: '公告详情', hideInMenu: true, activeMenu: '/announce' },
  component: UnderConstruction,
});
