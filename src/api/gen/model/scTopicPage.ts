import type { ScTopic } from './scTopic';
import type { ScTopicPageNextCursor } from './scTopicPageNextCursor';

/**
 * 一页命题与下一页游标
 */
export interface ScTopicPage {
  /** 命题 */
  list: ScTopic[];
  /** 没有下一页时为 null */
  nextCursor: ScTopicPageNextCursor;
}
