import { createFileRoute } from '@tanstack/react-router';
import { AnnounceDetailPage } from '@/features/content/announce-pages';
import { validateAnnounceIdSearch } from '@/features/content/search';

export const Route = createFileRoute('/_authed/_app/announce/detail')({
  staticData: { title: '公告详情', hideInMenu: true, activeMenu: '/announce' },
  validateSearch: validateAnnounceIdSearch,
  component: AnnounceDetailPage,
});
