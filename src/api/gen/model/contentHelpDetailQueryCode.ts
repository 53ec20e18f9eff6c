
/**
 * 小写字母、数字或连字符，如 handle-after-sale
 * @minLength 2
 * @maxLength 40
 * @pattern ^[a-z0-9-]{2,40}$
 */
export type ContentHelpDetailQueryCode = string | null;
