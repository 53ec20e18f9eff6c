
/**
 * 编辑时传
 * @minimum 1
 * @maximum 9007199254740991
 */
export type FullReductionSaveBodyFullReductionId = number | null;
