
/**
 * 修改时填
 * @minimum 1
 * @maximum 9007199254740991
 */
export type SePostSaveBodyPostId = number | null;
