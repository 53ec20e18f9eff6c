
/**
 * 1 待结算；2 可发放；3 已发放；4 已冲回
 * @minimum 1
 * @maximum 4
 */
export type SeRewardListQueryState = number | null;
