import { defineArea } from '../../platform/area.ts';
import { orderHandlers } from './handlers.ts';
import { exportJob } from './export.ts';
import { seedDemo } from './seed.ts';

/** 订单、发货、导出、评价（docs/order.md）. */
export const orderArea = defineArea({
  name: 'order',
  handlers: orderHandlers,
  jobs: [exportJob],
  seed: { seedDemo },
  tables: ['orders', 'order_line', 'order_counter', 'order_list_epoch', 'logistics_event', 'order_log', 'evaluation', 'order_export_job'],
});
