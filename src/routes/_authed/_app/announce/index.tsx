import { createFileRoute } from '@tanstack/react-router';
import { AnnounceListPage } from '@/features/content/announce-pages';

export const Route = createFileRoute('/_authed/_app/announce/')({
  staticData: { title: '平台公告', hideInMenu: true },
  component: AnnounceListPage,
});
