
/**
 * 只看该任务包
 * @minimum 1
 * @maximum 9007199254740991
 */
export type TpTakeQueryPackageId = number | null;
