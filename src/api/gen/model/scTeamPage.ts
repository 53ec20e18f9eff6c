import type { ScTeam } from './scTeam';
import type { ScTeamPageNextCursor } from './scTeamPageNextCursor';

/**
 * 一页团队与下一页游标
 */
export interface ScTeamPage {
  /** 团队 */
  list: ScTeam[];
  /** 没有下一页时为 null */
  nextCursor: ScTeamPageNextCursor;
}
