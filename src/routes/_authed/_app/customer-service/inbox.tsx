import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '@/features/customer-service/inbox-page';
import { validateInboxSearch } from '@/features/customer-service/search';

export const Route = createFileRoute('/_authed/_app/customer-service/inbox')({
  staticData: { title: '会话', authKey: 'kf.user.list' },
  validateSearch: validateInboxSearch,
  component: InboxPage,
});
