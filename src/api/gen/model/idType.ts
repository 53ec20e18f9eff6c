
/**
 * 1 中国大陆居民身份证；2 境外证件；3 护照；4 港澳居民来往内地通行证；5 台湾居民来往大陆通行证；
6 外国人永久居留身份证；7 台湾居民居住证；8 香港身份证；9 户口簿

 * @minimum 1
 * @maximum 9
 */
export type IdType = typeof IdType[keyof typeof IdType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IdType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
  NUMBER_7: 7,
  NUMBER_8: 8,
  NUMBER_9: 9,
} as const;
