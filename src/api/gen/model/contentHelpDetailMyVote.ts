
/**
 * true 有用、false 没用、null 未评价
 */
export type ContentHelpDetailMyVote = boolean | null;
