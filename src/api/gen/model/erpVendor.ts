
/**
 * jushuitan 聚水潭；wangdian 旺店通；wanliniu 万里牛；guanjiapo 管家婆；guanjiapoyun 管家婆云；
jikeyun 吉客云；kuaimai 快麦；guanyiyun 管易云；tongtianxiao 通天晓；baisheng 百胜；xiaomang 小芒

 */
export type ErpVendor = typeof ErpVendor[keyof typeof ErpVendor];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpVendor = {
  jushuitan: 'jushuitan',
  wangdian: 'wangdian',
  wanliniu: 'wanliniu',
  guanjiapo: 'guanjiapo',
  guanjiapoyun: 'guanjiapoyun',
  jikeyun: 'jikeyun',
  kuaimai: 'kuaimai',
  guanyiyun: 'guanyiyun',
  tongtianxiao: 'tongtianxiao',
  baisheng: 'baisheng',
  xiaomang: 'xiaomang',
} as const;
