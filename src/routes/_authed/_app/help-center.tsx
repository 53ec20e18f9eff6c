import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '@/features/content/help-center-page';
import { validateHelpSearch } from '@/features/content/search';

export const Route = createFileRoute('/_authed/_app/help-center')({
  staticData: { title: '帮助中心', hideInMenu: true },
  validateSearch: validateHelpSearch,
  component: HelpCenterPage,
});
