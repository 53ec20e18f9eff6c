
/**
 * 经营的主品牌名称；无品牌时为 null
 * @maxLength 50
 */
export type ShopQualificationDraftBrandName = string | null;
