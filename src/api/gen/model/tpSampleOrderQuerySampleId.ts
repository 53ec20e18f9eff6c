
/**
 * 只看该样品
 * @minimum 1
 * @maximum 9007199254740991
 */
export type TpSampleOrderQuerySampleId = number | null;
