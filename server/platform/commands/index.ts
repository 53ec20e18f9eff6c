import type { PlatformCommand } from '../types.ts';
import { reviewCommand } from './review.ts';
import { genGoods } from './gen-goods.ts';
import { brandReview, goodsReview } from './goods-review.ts';
import { genOrdersCommand, simulateOrdersCommand } from './orders.ts';
import { financeCommands } from './finance.ts';
import { financeOpsCommands } from './finance-ops.ts';
import { companyCommand } from './company.ts';
import { afterSaleCommands } from './after-sale.ts';
import { simulateChatCommand } from './customer-service.ts';
import { erpFormCommand, erpSimCommand } from './open-erp.ts';
import { contentCommand } from './content.ts';
import { schoolEmployeeCommands } from './school-employee.ts';
import { remoteTaskCommand } from './remote-task.ts';
import { activityCommand } from './activity.ts';
import { sanchuangCommand } from './sanchuang.ts';
import { roadshowCommand } from './roadshow.ts';

/**
 * The platform operator's commands. Each issue adds its own module here (review of company verification,
 * goods and brand reviews, order simulation, data generators...).
 */
export const COMMANDS: PlatformCommand[] = [reviewCommand, goodsReview, brandReview, genGoods, genOrdersCommand, simulateOrdersCommand, ...financeCommands, ...financeOpsCommands, companyCommand, ...afterSaleCommands, simulateChatCommand, erpSimCommand, erpFormCommand, contentCommand, ...schoolEmployeeCommands, remoteTaskCommand, activityCommand, sanchuangCommand, roadshowCommand];
