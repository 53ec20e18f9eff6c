/** The platform's demo content: rules (some with a second version), help articles linked to their pages, announcements. */
const DAY = 24 * 3_600_000;

export const DEMO_RULES = [
  {
    code: 'shipping-time',
    category: 'order',
    title: '发货时效管理规则',
    versions: [
      {
        at: -200,
        effective: -190,
        note: '首次发布。',
        body: '第一条 商家应在买家付款后 48 小时内发货，预售商品以商品页承诺时间为准。\n第二条 未在承诺时间内发货的，买家可申请仅退款，平台记延迟发货违规一次。\n第三条 校园配送订单应在所选配送时段内送达。\n第四条 因不可抗力无法按时发货的，商家可在店铺设置中报备延迟发货。',
      },
      {
        at: -20,
        effective: -10,
        note: '校园配送订单增加送达签收要求；延迟发货报备须提前 24 小时。',
        body: '第一条 商家应在买家付款后 48 小时内发货，预售商品以商品页承诺时间为准。\n第二条 未在承诺时间内发货的，买家可申请仅退款，平台记延迟发货违规一次。\n第三条 校园配送订单应在所选配送时段内送达，并由买家在小程序内确认签收。\n第四条 因不可抗力无法按时发货的，商家应至少提前 24 小时在店铺设置中报备延迟发货。',
      },
    ],
  },
  {
    code: 'after-sale-service',
    category: 'afterSale',
    title: '售后服务规范',
    versions: [
      {
        at: -300,
        effective: -300,
        note: '首次发布。',
        body: '第一条 买家在确认收货后 7 日内可申请退货退款，商品完好不影响二次销售。\n第二条 商家应在 48 小时内处理售后申请，逾期未处理的视为同意。\n第三条 退货运费由责任方承担；商品质量问题由商家承担。',
      },
      {
        at: -5,
        effective: 10,
        note: '处理时限由 48 小时缩短为 24 小时（仅退款申请）；新增换货条款。',
        body: '第一条 买家在确认收货后 7 日内可申请退货退款，商品完好不影响二次销售。\n第二条 商家应在 48 小时内处理退货退款申请，24 小时内处理仅退款申请，逾期未处理的视为同意。\n第三条 退货运费由责任方承担；商品质量问题由商家承担。\n第四条 买家可申请换货，商家收到退回商品后 72 小时内寄出新商品。',
      },
    ],
  },
  {
    code: 'goods-info',
    category: 'goods',
    title: '商品信息发布规范',
    versions: [
      {
        at: -250,
        effective: -240,
        note: '首次发布。',
        body: '第一条 商品标题、主图与详情应与实物一致，不得夸大宣传。\n第二条 禁止发布国家法律法规禁止销售的商品。\n第三条 同一商品不得重复发布；规格应在同一商品下以 SKU 区分。\n第四条 商品编码在店铺内应唯一，以便与 ERP 对接。',
      },
    ],
  },
  {
    code: 'violation-points',
    category: 'violation',
    title: '违规扣分与处罚规则',
    versions: [
      {
        at: -280,
        effective: -270,
        note: '首次发布。',
        body: '第一条 违规分为一般违规与严重违规，一般违规每次扣 2 至 6 分，严重违规每次扣 12 分。\n第二条 年度累计扣满 12 分的，店铺限制参加平台活动 30 天。\n第三条 商家可在违规记录生成后 7 日内申诉，申诉成立的撤销扣分并退回保证金。',
      },
    ],
  },
  {
    code: 'merchant-basic',
    category: 'general',
    title: '商家入驻与经营基础规则',
    versions: [
      {
        at: -365,
        effective: -365,
        note: '首次发布。',
        body: '第一条 商家须完成企业认证并缴纳保证金后方可经营。\n第二条 店铺名称不得含有误导性、侵权或违法内容。\n第三条 商家应遵守平台各项规则，诚信经营，保护买家个人信息。',
      },
    ],
  },
  {
    code: 'campaign-join',
    category: 'activity',
    title: '平台营销活动报名规则',
    versions: [
      {
        at: -120,
        effective: -110,
        note: '首次发布。',
        body: '第一条 报名商品近 30 天无严重违规，评分不低于 4.6 分。\n第二条 活动价须低于报名前 30 天最低成交价。\n第三条 活动期间不得提价或下架报名商品。',
      },
    ],
  },
] as const;

export const DEMO_HELP = [
  { code: 'open-shop', category: 'start', title: '如何完成企业认证', route: '/company-verify', body: '进入「企业认证」页面，按提示上传营业执照、法人身份证并填写对公账户。\n提交后平台在 1 至 3 个工作日内审核，审核结果会通过站内信通知。\n审核通过后即可发布商品、开始经营。' },
  { code: 'publish-goods', category: 'goods', title: '发布商品的步骤', route: '/goods/edit', body: '在「商品管理 → 发布商品」中选择类目，填写标题、主图、规格与库存。\n每个规格可填写独立的商品编码，便于对接 ERP。\n提交后商品进入审核，通过后自动上架。' },
  { code: 'goods-list', category: 'goods', title: '商品列表的筛选与批量操作', route: '/goods/list', body: '商品列表支持按名称、编码、状态筛选，筛选条件保存在地址栏中，可直接分享链接。\n勾选多个商品后可批量上下架、修改库存。' },
  { code: 'ship-order', category: 'order', title: '订单发货与物流单号', route: '/order/list', body: '在订单列表「待发货」页签中点击「发货」，选择物流公司并填写单号。\n校园配送订单选择配送员与送达时段即可。\n买家付款后 48 小时内未发货将记延迟发货违规。' },
  { code: 'order-detail', category: 'order', title: '查看订单详情与物流', route: '/order/detail', body: '订单详情展示买家信息、商品、金额明细和物流轨迹。\n可在详情页添加商家备注，仅店铺内可见。' },
  { code: 'handle-after-sale', category: 'afterSale', title: '处理售后申请', route: '/order/after-sale', body: '售后列表按状态分页签，临近到期的售后单标红。\n仅退款申请可直接同意或拒绝；退货退款需买家寄回后确认收货再退款。\n拒绝时须选择拒绝原因，买家可申请平台介入。' },
  { code: 'appeal-violation', category: 'afterSale', title: '违规申诉怎么做', route: '/after-sale-violation/violation-list', body: '在违规记录中点击「申诉」，上传凭证并说明理由。\n申诉期为违规生成后 7 日，平台在 3 个工作日内给出结果。\n申诉成立的，扣分撤销，保证金退回。' },
  { code: 'withdraw', category: 'finance', title: '提现到对公账户', route: '/finance/withdraw', body: '可提现余额为已结算且未冻结的金额。\n提现需短信验证，到账时间一般为 1 至 2 个工作日。\n提现到账后会收到站内信通知。' },
  { code: 'finance-overview', category: 'finance', title: '读懂资金概览', route: '/finance/overview', body: '资金概览展示待结算、可提现、冻结与保证金余额。\n订单确认收货后进入结算，结算周期见平台规则。' },
  { code: 'staff-roles', category: 'shop', title: '添加员工与分配角色', route: '/permission/employee', body: '店铺负责人可在「员工管理」中添加员工，为其分配一个或多个角色。\n角色决定员工能看到的菜单和能执行的操作。' },
  { code: 'shop-announcement', category: 'shop', title: '发布店铺公告', route: '/shop-setting/shop-announcement', body: '店铺公告展示在店铺首页，标题至多 30 字、内容至多 500 字。\n同一时刻至多展示 3 条公告。' },
  { code: 'messages', category: 'start', title: '消息中心与页头铃铛', route: '/message', body: '订单、售后、资金、活动等事件会以站内信通知相关员工。\n页头铃铛显示未读数，点击消息可直接打开关联的订单或售后单。\n按 Ctrl+K（Mac 上 ⌘K）打开命令面板，可快速查找页面、订单、商品和售后单。' },
] as const;

export const DEMO_ANNOUNCEMENTS = [
  { title: '关于售后服务规范调整的公告', category: 'rule', mustRead: true, at: -5, body: '各位商家：\n平台修订了《售后服务规范》，仅退款申请的处理时限由 48 小时缩短为 24 小时，并新增换货条款，新版本将于 10 日后生效。\n请及时调整售后处理流程，避免超时被自动同意。' },
  { title: '开学季校园大促报名开启', category: 'activity', mustRead: false, at: -3, body: '开学季校园大促将于下月 1 日开始，报名通道现已开启。\n报名商品须满足《平台营销活动报名规则》，活动价须低于近 30 天最低成交价。' },
  { title: '系统维护通知', category: 'system', mustRead: false, at: -12, body: '平台将于本周六 02:00 至 04:00 进行系统维护，期间订单导出与提现暂停，其他功能不受影响。' },
  { title: '发货时效管理规则更新', category: 'rule', mustRead: false, at: -20, body: '《发货时效管理规则》已更新：校园配送订单增加签收要求，延迟发货报备须提前 24 小时。详见规则中心。' },
  { title: '商家后台新增命令面板', category: 'platform', mustRead: false, at: -1, body: '按 Ctrl+K（Mac 上 ⌘K）即可打开命令面板，按页面名称或拼音首字母查找页面，也可直接输入订单号、售后单号或商品名称。' },
] as const;

export { DAY };
