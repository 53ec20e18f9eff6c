import { createFileRoute } from '@tanstack/react-router';
import { GoodsListPage } from '@/features/goods/goods-list-page';
import { validateGoodsListSearch } from '@/features/goods/search';

export const Route = createFileRoute('/_authed/_app/goods/list')({
  staticData: { title: '商品列表', authKey: 'goods.list' },
  validateSearch: validateGoodsListSearch,
  component: GoodsListPage,
});
