
/**
 * 评价一篇文章（可改）
 */
export interface ContentHelpVoteBody {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  helpful: boolean;
}
