
/**
 * 成功答复信封（HTTP 200，code 恒为 1）。各接口的成功答复以 allOf 引用本信封，并在第二项里给出 data 的类型。
 */
export interface Envelope {
  /** 1 表示成功 */
  code: 1;
  /** 成功提示 */
  msg: string;
  /** 成功时返回的数据，类型见各接口的答复 */
  data?: unknown;
}
