import { defineArea } from '../../platform/area.ts';
import { shopSettingHandlers } from './handlers.ts';
import { seedDemo, seedReference } from './seed.ts';

/** 运费模板与校园配送区、店铺信息、发货设置、公告、商标（docs/shop-setting.md）. */
export const shopSettingArea = defineArea({
  name: 'shop-setting',
  handlers: shopSettingHandlers,
  seed: { seedReference, seedDemo },
  tables: ['delivery_template', 'delivery_template_rule', 'campus_place', 'shop_profile', 'shop_delay', 'shop_announcement', 'shop_trademark'],
});
