import { defineArea } from '../../platform/area.ts';
import { goodsModuleHandlers } from './handlers.ts';
import { seedDemo, seedReference } from './seed.ts';

/** 商品、SKU、虚拟卡券、品牌、类目资质（docs/goods.md）. */
export const goodsArea = defineArea({
  name: 'goods',
  handlers: goodsModuleHandlers,
  seed: { seedReference, seedDemo },
  tables: ['category', 'goods', 'goods_sku', 'aptitude', 'category_aptitude', 'company_aptitude', 'brand', 'card_batch', 'card_code'],
});
