
/**
 * 待审核或已通过的报名；无则为 null
 */
export type RoadshowMyApplicationId = number | null;
