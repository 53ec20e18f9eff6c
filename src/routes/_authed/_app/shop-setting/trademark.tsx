import { createFileRoute } from '@tanstack/react-router';
import { TrademarkPage } from '@/features/shop-setting/trademark-page';

export const Route = createFileRoute('/_authed/_app/shop-setting/trademark')({
  staticData: { title: '商标信息', authKey: 'shop.setting.view' },
  component: TrademarkPage,
});
