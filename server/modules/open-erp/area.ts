import { defineArea } from '../../platform/area.ts';
import { openErpHandlers } from './handlers.ts';
import { pruneJob } from './open-api.ts';
import { seedDemo } from './seed.ts';

/** ERP 授权握手与对接申请、同步开关、签名开放接口 /open/v1、ERP 模拟器（docs/open-erp.md）. */
export const openErpArea = defineArea({
  name: 'open-erp',
  handlers: openErpHandlers,
  jobs: [pruneJob],
  liveKinds: [{ kind: 'openErp.', keys: ['open.page'] }],
  seed: { seedDemo },
  tables: ['erp_app', 'erp_auth_request', 'erp_auth', 'erp_shop_config', 'erp_abutment', 'erp_form', 'erp_form_log', 'erp_nonce', 'erp_rate', 'erp_app_version', 'erp_call_log', 'erp_sku_code'],
});
