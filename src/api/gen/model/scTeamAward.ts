import type { ScTeamAwardAnyOf } from './scTeamAwardAnyOf';

/**
 * 未获奖时为 null
 */
export type ScTeamAward = ScTeamAwardAnyOf | null;
