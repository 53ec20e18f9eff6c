import { createFileRoute } from '@tanstack/react-router';
import { VirtualCardAddPage } from '@/features/goods/virtual-card-add-page';

export const Route = createFileRoute('/_authed/_app/goods/virtualCardAdd')({
  staticData: { title: '新增卡券批次', authKey: 'virtual.card.list', hideInMenu: true, activeMenu: '/goods/virtualCard' },
  component: VirtualCardAddPage,
});
