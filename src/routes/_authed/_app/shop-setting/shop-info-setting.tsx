import { createFileRoute } from '@tanstack/react-router';
import { ShopInfoPage } from '@/features/shop-setting/shop-info-page';

export const Route = createFileRoute('/_authed/_app/shop-setting/shop-info-setting')({
  staticData: { title: '店铺信息', authKey: 'shop.setting.view' },
  component: ShopInfoPage,
});
