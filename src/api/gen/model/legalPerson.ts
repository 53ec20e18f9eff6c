import type { IdType } from './idType';
import type { LegalPersonIdBackUrl } from './legalPersonIdBackUrl';
import type { Phone } from './phone';

/**
 * 法定代表人（个体工商户为经营者）的身份信息
 */
export interface LegalPerson {
  /** 1 中国大陆居民身份证；2 境外证件；3 护照；4 港澳居民来往内地通行证；5 台湾居民来往大陆通行证；6 外国人永久居留身份证；7 台湾居民居住证；8 香港身份证；9 户口簿 */
  idType: IdType;
  /**
   * 证件号码；服务端按证件类型校验格式（如大陆身份证 18 位含校验位）
   * @minLength 5
   * @maxLength 30
   * @pattern ^[A-Za-z0-9()（）-]+$
   */
  idNumber: string;
  /**
   * 证件上的姓名
   * @minLength 2
   * @maxLength 50
   */
  name: string;
  /**
   * 证件人像面（或护照资料页）图片地址
   * @maxLength 1000
   */
  idFrontUrl: string;
  /**
   * 证件国徽面/背面图片地址；护照等无背面的证件为 null
   * @maxLength 1000
   */
  idBackUrl: LegalPersonIdBackUrl;
  /** 中国大陆手机号，可带 +86 或 0086 前缀 */
  phone: Phone;
}
