
/**
 * 图片 URL（上传接口返回的 url，或站内 / 开头的路径）
 * @minLength 1
 * @maxLength 500
 * @pattern ^(https?://|/)\S+$
 */
export type ImageUrl = string;
