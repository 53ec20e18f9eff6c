/**
 * The one list of areas. The app registers every area's handlers from it (server/app.ts), the demo seed runs their
 * seeds in this order (server/db/seed.ts: an area comes after every area whose rows it reads), and `registerAreas`
 * registers every job kind with the scheduler and every live kind with the live channel: no kind exists only because
 * some file happened to be imported. server/architecture.test.ts checks that every agreed area has a module with a
 * manifest here, that modules import each other only through their faces (`index.ts`), and that there is no cycle.
 */
import type { HandlerMap } from '../lib/handler.ts';
import { handlersOf, registerAreas, type AreaManifest } from '../platform/area.ts';
import { PLATFORM_HANDLERS } from '../platform/index.ts';
import { accountArea } from './account/area.ts';
import { goodsArea } from './goods/area.ts';
import { shopSettingArea } from './shop-setting/area.ts';
import { orderArea } from './order/area.ts';
import { financeArea } from './finance/area.ts';
import { permissionArea } from './permission/area.ts';
import { companyArea } from './company/area.ts';
import { afterSaleArea } from './after-sale/area.ts';
import { customerServiceArea } from './customer-service/area.ts';
import { openErpArea } from './open-erp/area.ts';
import { activityArea } from './activity/area.ts';
import { schoolEmployeeArea } from './school-employee/area.ts';
import { remoteTaskArea } from './remote-task/area.ts';
import { contentArea } from './content/area.ts';
import { overviewArea } from './overview/area.ts';

/** In dependency order (the seed's order): an area comes after every area whose rows it reads. */
export const AREAS: readonly AreaManifest[] = [
  accountArea,
  goodsArea,
  shopSettingArea,
  orderArea,
  financeArea,
  permissionArea,
  companyArea,
  afterSaleArea,
  customerServiceArea,
  openErpArea,
  activityArea,
  schoolEmployeeArea,
  remoteTaskArea,
  contentArea, // last of the seeds: turns the events the areas above wrote into messages
  overviewArea,
];

registerAreas(AREAS);

/** operationId -> handler. Operations without one answer code 0 '功能开发中'. */
export const handlers: HandlerMap = { ...PLATFORM_HANDLERS, ...handlersOf(AREAS) };

export { registerAreas };
