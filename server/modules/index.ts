import type { HandlerMap } from '../lib/handler.ts';
import { accountHandlers } from './account/handlers.ts';
import { goodsModuleHandlers } from './goods/handlers.ts';
import { openErpHandlers } from './open-erp/handlers.ts';
import { orderHandlers } from './order/handlers.ts';
import { overviewHandlers } from './overview/handlers.ts';
import { remoteTaskHandlers } from './remote-task/index.ts';
import { trackHandlers } from '../platform/track/handlers.ts';
import { uploadHandlers } from '../platform/upload/handlers.ts';
import { verifyHandlers } from './account/verify-handlers.ts';
import { feedbackHandlers } from './content/feedback-handlers.ts';
import { financeLedgerHandlers } from './finance/ledger-handlers.ts';
import { financeOpsHandlers } from './finance/withdraw-handlers.ts';
import { companyHandlers } from './company/handlers.ts';
import { permissionHandlers } from './permission/index.ts';
import { shopSettingHandlers } from './shop-setting/handlers.ts';
import { afterSaleHandlers } from './after-sale/handlers.ts';
import './after-sale/index.ts';
import { customerServiceHandlers } from './customer-service/handlers.ts';
import { contentHandlers } from './content/handlers.ts';
import './content/index.ts';
import { certificateHandlers, schoolEmployeeHandlers } from './school-employee/index.ts';
import { activityHandlers } from './activity/handlers.ts';
import { sanchuangHandlers } from './activity/sanchuang-handlers.ts';
import { roadshowHandlers } from './activity/roadshow-handlers.ts';

/** operationId -> handler. Operations without one answer code 0 '功能开发中'. */
export const handlers: HandlerMap = {
  ...accountHandlers,
  ...goodsModuleHandlers,
  ...openErpHandlers,
  ...orderHandlers,
  ...overviewHandlers,
  ...remoteTaskHandlers,
  ...trackHandlers,
  ...uploadHandlers,
  ...verifyHandlers,
  ...feedbackHandlers,
  ...financeLedgerHandlers,
  ...financeOpsHandlers,
  ...companyHandlers,
  ...permissionHandlers,
  ...shopSettingHandlers,
  ...afterSaleHandlers,
  ...customerServiceHandlers,
  ...contentHandlers,
  ...schoolEmployeeHandlers,
  ...certificateHandlers,
  ...activityHandlers,
  ...sanchuangHandlers,
  ...roadshowHandlers,
};
