
/**
 * 0 待审核，1 已通过，4 已结束；无则为 null
 */
export type RoadshowMyStatus = number | null;
