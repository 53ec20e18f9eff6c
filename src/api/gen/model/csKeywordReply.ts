
/**
 * 买家消息包含关键词时自动发送的回复
 */
export interface CsKeywordReply {
  /**
   * 买家消息包含它时触发（不区分大小写）
   * @minLength 1
   * @maxLength 20
   */
  keyword: string;
  /**
   * 触发时发给买家的内容
   * @minLength 1
   * @maxLength 300
   */
  reply: string;
}
