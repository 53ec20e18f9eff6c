
/**
 * 为空时新建
 * @minimum 1
 * @maximum 9007199254740991
 */
export type TpSampleSaveBodySampleId = number | null;
