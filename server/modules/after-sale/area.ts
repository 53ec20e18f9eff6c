import { defineArea } from '../../platform/area.ts';
import { afterSaleHandlers } from './handlers.ts';
import { deadlinesJob, lateShippingJob } from './index.ts';
import { seedDemo } from './seed.ts';

/** 售后单、退货纠纷、违规与申诉、售后设置（docs/after-sale.md）. */
export const afterSaleArea = defineArea({
  name: 'after-sale',
  handlers: afterSaleHandlers,
  jobs: [deadlinesJob, lateShippingJob],
  seed: { seedDemo },
  tables: ['after_sale', 'after_sale_counter', 'after_sale_log', 'after_sale_setting', 'after_sale_address', 'after_sale_reason', 'violation'],
});
