
/**
 * 营业期限截止日期，毫秒时间戳；长期有效时为 null
 * @minimum 0
 * @maximum 4102444800000
 */
export type BusinessLicenseValidTo = number | null;
