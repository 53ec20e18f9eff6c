
/**
 * 证件国徽面/背面图片地址；护照等无背面的证件为 null
 * @maxLength 1000
 */
export type LegalPersonIdBackUrl = string | null;
