import type { SePost } from './sePost';

/**
 * 全部岗位
 */
export interface SePostListEnvelopeData {
  /** 招募中的在前 */
  list: SePost[];
}
