import type { CsConversation } from './csConversation';
import type { CsConversationPageNextCursor } from './csConversationPageNextCursor';
import type { CsConversationCounts } from './csConversationCounts';

/**
 * 一页会话与各页签数量
 */
export interface CsConversationPage {
  /** 会话 */
  list: CsConversation[];
  /**
   * 没有下一页为空
   * @maxLength 40
   */
  nextCursor: CsConversationPageNextCursor;
  counts: CsConversationCounts;
}
