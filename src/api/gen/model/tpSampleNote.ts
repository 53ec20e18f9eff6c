
/**
 * 商家备注
 */
export type TpSampleNote = string | null;
