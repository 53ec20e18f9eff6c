
/**
 * 视频 URL
 * @maxLength 500
 */
export type GoodsSaveBodyVideoUrl = string | null;
