
/**
 * 如需要电源、桌椅
 * @maxLength 200
 */
export type RoadshowApplyBodyRemark = string | null;
