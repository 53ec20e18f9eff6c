
/**
 * 该规格值的图片 URL
 * @maxLength 500
 */
export type SpecValueImage = string | null;
