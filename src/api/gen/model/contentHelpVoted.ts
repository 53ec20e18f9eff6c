
/**
 * 评价后的计数
 */
export interface ContentHelpVoted {
  helpful: number;
  unhelpful: number;
  myVote: boolean;
}
