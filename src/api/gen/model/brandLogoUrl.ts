
/**
 * 品牌 Logo URL
 * @maxLength 500
 */
export type BrandLogoUrl = string | null;
