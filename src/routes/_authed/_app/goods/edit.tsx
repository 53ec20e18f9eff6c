import { createFileRoute } from '@tanstack/react-router';
import { GoodsEditPage } from '@/features/goods/goods-edit-page';
import { validateGoodsIdSearch } from '@/features/goods/search';

export const Route = createFileRoute('/_authed/_app/goods/edit')({
  staticData: { title: '发布商品', authKey: 'goods.list' },
  validateSearch: validateGoodsIdSearch,
  component: GoodsEditPage,
});
