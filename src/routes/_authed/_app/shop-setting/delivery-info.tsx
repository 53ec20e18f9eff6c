import { createFileRoute } from '@tanstack/react-router';
import { DeliveryInfoPage } from '@/features/shop-setting/delivery-info-page';

export const Route = createFileRoute('/_authed/_app/shop-setting/delivery-info')({
  staticData: { title: '发货设置', authKey: 'shop.delay.view' },
  component: DeliveryInfoPage,
});
