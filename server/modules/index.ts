import type { HandlerMap } from '../lib/handler.ts';
import { accountHandlers } from './account/handlers.ts';
import { openErpHandlers } from './open-erp/handlers.ts';
import { orderHandlers } from './order/handlers.ts';
import { overviewHandlers } from './overview/handlers.ts';
import { remoteTaskHandlers } from './remote-task/handlers.ts';
import { trackHandlers } from './track/handlers.ts';
import { uploadHandlers } from './upload/handlers.ts';

/** operationId -> handler. Operations without one answer code 0 '功能开发中'. */
export const handlers: HandlerMap = {
  ...accountHandlers,
  ...openErpHandlers,
  ...orderHandlers,
  ...overviewHandlers,
  ...remoteTaskHandlers,
  ...trackHandlers,
  ...uploadHandlers,
};
