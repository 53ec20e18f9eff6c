
/**
 * 标记为已读的条数
 */
export interface ContentUpdated {
  updated: number;
}
