import type { TrackRecord } from './trackRecord';

/**
 * 一批埋点记录，1 至 100 条
 * @minItems 1
 * @maxItems 100
 */
export type TrackBatch = TrackRecord[];
