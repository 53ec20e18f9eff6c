
/**
 * 视频 URL
 * @maxLength 500
 */
export type GoodsDetailVideoUrl = string | null;
