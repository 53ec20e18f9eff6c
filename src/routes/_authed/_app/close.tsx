import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/under-construction';

export const Route = createFileRoute('/_authed/_app/close')({
  staticData: { title: '关闭店铺', authKey: 'shop.setting.view', hideInMenu: true },
  component: UnderConstruction,
});
