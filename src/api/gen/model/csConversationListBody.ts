import type { CsConversationListBodyTab } from './csConversationListBodyTab';
import type { CsConversationListBodyCursor } from './csConversationListBodyCursor';

/**
 * 按页签与关键词查询会话，按最后消息时间倒序，游标分页
 */
export interface CsConversationListBody {
  /** mine 我接待的；queued 排队中；all 全部进行中；closed 已结束 */
  tab: CsConversationListBodyTab;
  /**
   * 买家昵称或消息内容
   * @maxLength 30
   */
  keyword?: string;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 28
   * @pattern ^\d{1,15}_\d{1,12}$
   */
  cursor?: CsConversationListBodyCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
