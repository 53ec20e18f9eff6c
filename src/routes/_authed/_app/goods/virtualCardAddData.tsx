import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/goods/virtualCardAddData')({
  staticData: { title: '导入卡密', authKey: 'virtual.card.list', hideInMenu: true, activeMenu: '/goods/virtualCard' },
  component: UnderConstruction,
});
