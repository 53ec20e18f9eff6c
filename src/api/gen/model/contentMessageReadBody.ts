
/**
 * 要标记为已读的消息编号
 */
export interface ContentMessageReadBody {
  /**
   * 1 至 100 个
   * @minItems 1
   * @maxItems 100
   */
  ids: number[];
}
