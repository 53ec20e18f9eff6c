
/**
 * 近 90 天评价的平均星级（1-5）；无评价为 null
 * @minimum 0
 * @maximum 5
 */
export type ShopInfoRating = number | null;
