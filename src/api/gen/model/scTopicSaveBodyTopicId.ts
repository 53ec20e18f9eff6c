
/**
 * 修改时带上
 * @minimum 1
 * @maximum 9007199254740991
 */
export type ScTopicSaveBodyTopicId = number | null;
