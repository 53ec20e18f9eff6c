import type { RoadshowResult } from './roadshowResult';

/**
 * 平台未录入时为 null
 */
export type RoadshowApplicationResult = RoadshowResult | null;
