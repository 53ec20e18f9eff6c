
/**
 * SF 顺丰速运；ZTO 中通快递；YTO 圆通速递；STO 申通快递；YD 韵达快递；JD 京东物流；EMS 中国邮政EMS；JT 极兔速递；CAMPUS 校园自配送
 */
export type LogisticsCompany = typeof LogisticsCompany[keyof typeof LogisticsCompany];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LogisticsCompany = {
  SF: 'SF',
  ZTO: 'ZTO',
  YTO: 'YTO',
  STO: 'STO',
  YD: 'YD',
  JD: 'JD',
  EMS: 'EMS',
  JT: 'JT',
  CAMPUS: 'CAMPUS',
} as const;
