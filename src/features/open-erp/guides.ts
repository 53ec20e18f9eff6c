import { ERP_PARTNERS, ERP_VENDORS, type ErpPartner, type ErpVendor } from '@/lib/constants';

/** One field a merchant copies between the ERP and the platform. */
export interface GuideField {
  name: string;
  where: string;
  example: string;
}

export interface VendorGuide {
  vendor: ErpVendor;
  name: string;
  /** Where in the vendor's own back office the platform is added. */
  menu: string;
  /** How the vendor asks for authorization. */
  authMode: '授权链接' | '手动确认';
  fields: GuideField[];
  notes: string[];
}

const COMMON_FIELDS: GuideField[] = [
  { name: '商家编码（SKU）', where: '商品管理 → 编辑商品 → 规格表的「商家编码」', example: 'PEN-BLK-05' },
  { name: '发货仓库编码', where: 'ERP 的仓库资料；填到本页「同步开关 → 仓库编码」', example: 'HZ-WH-01' },
];

function guide(vendor: ErpVendor, menu: string, authMode: VendorGuide['authMode'], own: GuideField[], notes: string[]): VendorGuide {
  return { vendor, name: ERP_VENDORS[vendor], menu, authMode, fields: [...own, ...COMMON_FIELDS], notes };
}

/** The 11 vendors of spec §2, each with the fields that vendor asks for. */
export const VENDOR_GUIDES: Record<ErpVendor, VendorGuide> = {
  jushuitan: guide(
    'jushuitan',
    '店铺管理 → 新增店铺 → 选择平台「校园商城」',
    '授权链接',
    [{ name: '聚水潭店铺编号', where: '聚水潭 店铺管理列表的「店铺编号」', example: 'JST-88012345' }],
    ['聚水潭按 5 分钟一次增量拉单，首次会补拉近 30 天的订单。', '组合装商品请在聚水潭建组合装，平台按 SKU 商家编码对应。'],
  ),
  wangdian: guide(
    'wangdian',
    '设置 → 店铺 → 新建 → 平台类型「校园商城」',
    '授权链接',
    [
      { name: '旺店通卖家账号', where: '旺店通 系统设置 → 基本信息', example: 'wdt_qinghe' },
      { name: '店铺编号', where: '设置 → 店铺 的「店铺编号」列', example: 'WDT-1002' },
    ],
    ['旺店通企业版与旗舰版都支持；奇门接口版本请选 2.0。'],
  ),
  wanliniu: guide(
    'wanliniu',
    '基础设置 → 店铺授权 → 添加店铺',
    '授权链接',
    [{ name: '万里牛店铺ID', where: '店铺授权列表的「店铺ID」', example: 'WLN-55021' }],
    ['万里牛的库存推送默认关闭，请在「库存同步」里为本店打开。'],
  ),
  guanjiapo: guide(
    'guanjiapo',
    '网店 → 网店店铺 → 新增 → 其他平台',
    '手动确认',
    [{ name: '管家婆账套号', where: '登录页的账套编号', example: 'GJP-2024-0098' }],
    ['管家婆（本地版）没有授权回调：在管家婆里填好 AppKey 后，回到本页点「我已在 ERP 中完成授权」，平台核验后生效。'],
  ),
  guanjiapoyun: guide(
    'guanjiapoyun',
    '店铺 → 网店授权 → 添加网店',
    '授权链接',
    [{ name: '云ERP企业编号', where: '右上角 → 企业信息', example: 'GJPY-77310' }],
    ['管家婆云ERP 授权后会先同步商品，再开始拉单。'],
  ),
  jikeyun: guide(
    'jikeyun',
    '渠道 → 销售渠道 → 新增渠道',
    '授权链接',
    [{ name: '吉客云渠道编码', where: '销售渠道列表的「渠道编码」', example: 'JKY-QD-203' }],
    ['吉客云的「订单下载」请勾选待发货与已发货两种状态。'],
  ),
  kuaimai: guide(
    'kuaimai',
    '设置 → 店铺设置 → 添加店铺',
    '授权链接',
    [{ name: '快麦店铺名称', where: '店铺设置列表', example: '校园优选（快麦）' }],
    ['快麦打单后自动回传运单号；一个订单拆成多个包裹时，回传第一个包裹的运单号。'],
  ),
  guanyiyun: guide(
    'guanyiyun',
    '店铺管理 → 店铺授权 → 新增',
    '授权链接',
    [{ name: '管易云店铺代码', where: '店铺管理的「店铺代码」', example: 'GY-SHOP-18' }],
    ['管易云 E3 与管易云 C 版的菜单位置相同。'],
  ),
  tongtianxiao: guide(
    'tongtianxiao',
    '系统 → 网店接口 → 新增接口',
    '手动确认',
    [{ name: '通天晓接口编号', where: '网店接口列表', example: 'TTX-0031' }],
    ['通天晓需要在本页点「我已在 ERP 中完成授权」，平台核验后生效。'],
  ),
  baisheng: guide(
    'baisheng',
    '渠道管理 → 店铺 → 新增店铺',
    '授权链接',
    [
      { name: '百胜店铺代码', where: '店铺列表的「店铺代码」', example: 'BS-SHOP-066' },
      { name: '百胜商户号', where: '系统参数 → 商户信息', example: 'BS-M-10023' },
    ],
    ['百胜 E3+ 需要先开通「第三方平台接口」模块。'],
  ),
  xiaomang: guide(
    'xiaomang',
    '店铺中心 → 绑定店铺',
    '授权链接',
    [{ name: '小芒店铺号', where: '店铺中心 → 店铺信息', example: 'XM-220417' }],
    ['小芒按平台订单号去重，重复拉取不会生成重复订单。'],
  ),
};

/** The steps every vendor guide shares; the vendor's menu and authorization mode fill in the blanks. */
export function vendorSteps(g: VendorGuide): Array<{ title: string; text: string }> {
  return [
    { title: '申请对接', text: `在「ERP 对接」页选择 ${g.name}，填写联系人并提交对接申请；平台受理后通知 ${g.name} 的实施顾问。` },
    { title: `在 ${g.name} 中添加店铺`, text: `登录 ${g.name}，进入「${g.menu}」，按下表填写字段。` },
    g.authMode === '授权链接'
      ? { title: '确认授权', text: `${g.name} 会给出一个授权确认链接。请用店铺负责人或有「ERP 对接」权限的账号登录本后台后打开它，核对 ERP、店铺与授权范围，点「确认授权」。` }
      : { title: '确认授权', text: `${g.name} 没有授权回调：在 ${g.name} 中填好 AppKey 后，回到「ERP 对接」页点「我已在 ERP 中完成授权」，平台核验后生效。` },
    { title: '检查商品编码', text: '在「ERP 对接」页点「检查商品编码」，逐行补齐缺失的商家编码、改掉重复的编码，ERP 才能把订单里的商品对上。' },
    { title: '确认对接并打开同步', text: '服务商配置完成后，对接状态变为「待商家确认」；核对无误后点「确认对接完成」，再按需打开订单、库存与商品同步。' },
  ];
}

export interface PartnerGuide {
  partner: ErpPartner;
  name: string;
  /** The bonded warehouse(s) the partner runs or connects to. */
  warehouse: string;
  customs: string;
  notes: string[];
}

/** The three documents (三单) customs matches for a bonded-warehouse order. */
export const THREE_DOCS: Array<{ doc: string; from: string; fields: string }> = [
  { doc: '订单', from: '平台（本店）', fields: '订单号、订购人姓名与身份证号、商品（海关备案的货号、数量、单价）、运费、税费、实付金额' },
  { doc: '支付单', from: '支付机构', fields: '支付流水号、订单号、支付人姓名与身份证号（须与订购人一致）、支付金额' },
  { doc: '运单', from: '物流企业', fields: '运单号、订单号、收件人与地址、毛重、件数' },
];

export const PARTNER_GUIDES: Record<ErpPartner, PartnerGuide> = {
  cainiaobaoshui: {
    partner: 'cainiaobaoshui',
    name: ERP_PARTNERS.cainiaobaoshui,
    warehouse: '菜鸟保税仓（杭州、宁波、广州等）',
    customs: '菜鸟代理申报，三单由菜鸟汇总推送至海关跨境电商统一版',
    notes: ['商品须先在菜鸟完成保税备案，商家编码使用备案货号。'],
  },
  quansutong: {
    partner: 'quansutong',
    name: ERP_PARTNERS.quansutong,
    warehouse: '合作保税仓（郑州、重庆）',
    customs: '全速通代理申报，支持直邮与保税两种模式',
    notes: ['直邮模式不需要保税仓库存，按订单逐票申报。'],
  },
  zimaoda: {
    partner: 'zimaoda',
    name: ERP_PARTNERS.zimaoda,
    warehouse: '自贸区保税仓（上海、天津）',
    customs: '自贸达对接自贸区公共服务平台申报',
    notes: ['同一订购人年度跨境额度不足时，订单会被海关退单，平台自动关闭并退款。'],
  },
  haiku: {
    partner: 'haiku',
    name: ERP_PARTNERS.haiku,
    warehouse: '海库保税仓（广州南沙）',
    customs: '海库代理申报并负责仓内作业',
    notes: ['海库按批次入区，入区前请确认备案货号与商家编码一致。'],
  },
  yang800: {
    partner: 'yang800',
    name: ERP_PARTNERS.yang800,
    warehouse: '洋800 合作保税仓（宁波、义乌）',
    customs: '洋800 提供申报、仓储与配送一体服务',
    notes: ['洋800 需要商家在其系统中绑定本店的支付企业备案编号。'],
  },
  youbei: {
    partner: 'youbei',
    name: ERP_PARTNERS.youbei,
    warehouse: '优贝保税仓（深圳前海）',
    customs: '优贝代理申报，支持香港直邮补充',
    notes: ['优贝回传的清关状态会显示在订单详情的物流轨迹中。'],
  },
};

export function partnerSteps(p: PartnerGuide): Array<{ title: string; text: string }> {
  return [
    { title: '确认跨境企业资质', text: '只有企业类型为「跨境」的店铺可以申请跨境清关对接；请先完成跨境企业认证。' },
    { title: '申请清关对接', text: `在「ERP 对接」页选择对接类型「跨境清关」与合作方 ${p.name}，填写联系人并提交；平台受理后转给 ${p.name}。` },
    { title: '商品备案', text: `在 ${p.name} 完成商品备案，把备案货号填到商品 SKU 的「商家编码」。` },
    { title: '三单对碰', text: `订单付款后，平台推送订单、支付机构推送支付单、${p.name} 推送运单；海关比对三单一致后放行。` },
    { title: '保税仓发货', text: `${p.warehouse} 出区后回传运单号，订单显示为已发货。` },
  ];
}
