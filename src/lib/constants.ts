/** The back-office name: page titles read "<route title> - 商家后台". */
export const APP_NAME = '商家后台';
export const DEFAULT_LANDING = '/overview';

/** Activity types of spec §9. */
export const ACTIVITY_TYPES = { 21: '校园拼团', 2: '限时秒杀', 4: '折扣专区' } as const;
export type ActivityType = keyof typeof ACTIVITY_TYPES;

/** The pages of a 三创 round (/activity/sanchuang/{type}/{activityId}): company topics, teams, awards. */
export const SANCHUANG_TYPES = { topic: '企业命题', team: '参赛团队', award: '颁奖' } as const;
export type SanchuangType = keyof typeof SANCHUANG_TYPES;

/** ERP vendors of spec §2, with the names merchants know them by. */
export const ERP_VENDORS = {
  jushuitan: '聚水潭',
  wangdian: '旺店通',
  wanliniu: '万里牛',
  guanjiapo: '管家婆',
  guanjiapoyun: '管家婆云',
  jikeyun: '吉客云',
  kuaimai: '快麦',
  guanyiyun: '管易云',
  tongtianxiao: '通天晓',
  baisheng: '百胜',
  xiaomang: '小芒',
} as const;
export type ErpVendor = keyof typeof ERP_VENDORS;

/** Cross-border customs partners of spec §2. */
export const ERP_PARTNERS = {
  cainiaobaoshui: '菜鸟保税',
  quansutong: '全速通',
  zimaoda: '自贸达',
  haiku: '海库',
  yang800: '洋800',
  youbei: '优贝',
} as const;
export type ErpPartner = keyof typeof ERP_PARTNERS;

/** Menu order numbers of spec §9. */
export const MENU_ORDER = {
  overview: 0,
  goods: 1,
  order: 2,
  afterSale: 3,
  finance: 4,
  activity: 5,
  schoolEmployee: 6,
  shopSetting: 7,
  customerService: 8,
  companySetting: 9,
  permission: 10,
  remoteTask: 10,
} as const;

/** Breakpoints of spec §9 (px). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
/** Sticky offset for table and page headers (px). */
export const STICKY_OFFSET = 60;
/** Navigation progress bar (spec §9). */
export const PROGRESS = { minimum: 0.08, speed: 200 } as const;
/** Delay before reloading after a failed chunk (spec §9). */
export const RELOAD_DELAY_MS = 2000;
