
/**
 * 备注
 */
export type RoadshowApplicationRemark = string | null;
