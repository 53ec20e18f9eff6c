
/**
 * 平台说明
 */
export type RoadshowResultNote = string | null;
