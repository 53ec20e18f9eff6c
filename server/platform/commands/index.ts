import type { PlatformCommand } from '../types.ts';
import { genOrdersCommand, simulateOrdersCommand } from './orders.ts';

/**
 * The platform operator's commands. Each issue adds its own module here (review of company verification,
 * goods and brand reviews, order simulation, data generators...).
 */
export const COMMANDS: PlatformCommand[] = [genOrdersCommand, simulateOrdersCommand];
