import { defineArea } from '../../platform/area.ts';
import { customerServiceHandlers } from './handlers.ts';
import { seedDemo } from './seed.ts';

/** 客服、接待流程、实时会话（docs/customer-service.md）. */
export const customerServiceArea = defineArea({
  name: 'customer-service',
  handlers: customerServiceHandlers,
  liveKinds: [{ kind: 'cs.', keys: ['kf.user.list'] }],
  seed: { seedDemo },
  tables: ['cs_agent', 'cs_flow', 'cs_conversation', 'cs_message'],
});
