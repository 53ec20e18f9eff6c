
/**
 * 至多 200 字
 * @maxLength 200
 */
export type TpSampleSaveBodyNote = string | null;
