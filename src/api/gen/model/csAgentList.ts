import type { CsAgent } from './csAgent';
import type { CsMember } from './csMember';

/**
 * 客服与可以设为客服的成员
 */
export interface CsAgentList {
  /** 客服 */
  agents: CsAgent[];
  /** 可设为客服的成员 */
  members: CsMember[];
}
