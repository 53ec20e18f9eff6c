import { createFileRoute } from '@tanstack/react-router';
import { ShopAnnouncementPage } from '@/features/shop-setting/announcement-page';

export const Route = createFileRoute('/_authed/_app/shop-setting/shop-announcement')({
  staticData: { title: '店铺公告', authKey: 'shop.announce.view' },
  component: ShopAnnouncementPage,
});
