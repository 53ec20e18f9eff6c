
/**
 * 中国大陆手机号，可带 +86 或 0086 前缀
 * @pattern ^(?:\+86|0086)?1[3-9]\d{9}$
 */
export type Phone = string;
