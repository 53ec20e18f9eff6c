
/**
 * 页面所见的版本，修改时带上
 * @minimum 1
 * @maximum 2147483647
 */
export type ScTopicSaveBodyVersion = number | null;
