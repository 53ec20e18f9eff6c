import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '@/features/content/message-page';
import { validateMessageSearch } from '@/features/content/search';

export const Route = createFileRoute('/_authed/_app/message')({
  staticData: { title: '消息中心', hideInMenu: true },
  validateSearch: validateMessageSearch,
  component: MessagePage,
});
