import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/after-sale-violation/violation-detail')({
  staticData: { title: '违规详情', authKey: 'order.return.list', hideInMenu: true, activeMenu: '/after-sale-violation/violation-list' },
  component: UnderConstruction,
});
