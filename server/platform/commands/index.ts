import type { PlatformCommand } from '../types.ts';
import { reviewCommand } from './review.ts';
import { genGoods } from './gen-goods.ts';
import { brandReview, goodsReview } from './goods-review.ts';
import { genOrdersCommand, simulateOrdersCommand } from './orders.ts';

/**
 * The platform operator's commands. Each issue adds its own module here (review of company verification,
 * goods and brand reviews, order simulation, data generators...).
 */
export const COMMANDS: PlatformCommand[] = [reviewCommand, goodsReview, brandReview, genGoods, genOrdersCommand, simulateOrdersCommand];
