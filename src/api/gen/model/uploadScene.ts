
/**
 * license 营业执照；idcard 证件照片；brand 品牌/授权资料；goods 商品图片；feedback 反馈截图；other 其他
 */
export type UploadScene = typeof UploadScene[keyof typeof UploadScene];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadScene = {
  license: 'license',
  idcard: 'idcard',
  brand: 'brand',
  goods: 'goods',
  feedback: 'feedback',
  other: 'other',
} as const;
