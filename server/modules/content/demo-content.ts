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
  { code: 'messages', category: 'start', title: '消息中心与页头铃铛', route: '/message', body: '订单、售后、资金、活动、审核结果等事件会以站内信通知能打开相应页面的员工。\n页头铃铛显示未读数，点击消息可直接打开关联的订单、售后单、商品或申请。\n按 Ctrl+K（Mac 上 ⌘K）打开命令面板，可快速查找页面、订单、商品和售后单。' },
  { code: 'shop-overview', category: 'start', title: '店铺概况看什么', route: '/overview', body: '店铺概况展示今日与昨日的支付金额、支付订单数，以及待发货订单中已超过发货时限的数量。\n近 30 天趋势按天给出支付金额与订单数。\n待办按截止时间列出待发货订单、售后中的订单、未回复的差评和库存不足的商品，点击即可处理。' },
  { code: 'platform-docs', category: 'start', title: '规则中心、平台公告与帮助中心', route: '/rule-center', body: '规则中心按分类列出平台规则，可按关键词检索，查看现行版本、待生效版本和与上一版的差异。\n平台公告按发布时间排列，必读公告登录后会弹出，确认「我已阅读并知晓」后不再弹出。\n帮助中心按分类列出文章；每个页面页头的问号图标直接打开讲解该页面的文章，读完可评价「有用」或「没用」。' },
  { code: 'company-setting', category: 'shop', title: '公司资料变更与负责人转让', route: '/company-setting', body: '公司设置展示企业认证通过的资料，证件号与结算账号脱敏显示。\n资料有变化时由店铺负责人提交变更申请并附原因，平台审核通过后更新，审核结果以站内信通知。\n负责人可把店铺转让给另一位在职成员，并选择自己转让后的角色；转让需短信验证。联系邮箱可直接修改。' },
  { code: 'close-shop', category: 'shop', title: '关闭店铺前要做什么', route: '/close', body: '关店页列出一张检查清单：进行中的订单与售后单、可提现余额、待处理的对账异议、保证金等，每项不满足时给出原因和处理入口。\n全部满足后由店铺负责人短信验证关店。\n关店后店铺只能查看历史数据，不能再进行修改。' },
  { code: 'roles', category: 'shop', title: '角色与权限', route: '/permission/role', body: '角色是一组权限：查看权限决定能打开哪些页面，操作权限决定能点哪些按钮。\n每家店铺都有预置的店长、运营、客服、财务、仓库角色，可编辑；仍有员工在用的角色不能删除。\n员工可持有多个角色，权限取并集，修改后立即生效。' },
  { code: 'operation-log', category: 'shop', title: '查看操作日志', route: '/permission/operation-log', body: '操作日志记录本店每一次修改：谁、在什么时间、做了什么，以及修改前后的值。\n可按操作人、操作类型和时间筛选；越权的尝试也会记入日志。' },
  { code: 'shop-info', category: 'shop', title: '店铺信息与商标', route: '/shop-setting/shop-info-setting', body: '店铺信息包括名称（2-30 字，不能与其他店铺重名）、logo、简介、客服电话与营业时间，右侧预览买家看到的店铺卡片。\n主营类目来自企业认证，认证通过后只读。\n商标页登记商标名称、注册号、尼斯分类、有效期与证明文件，可关联本店品牌；90 天内到期与已过期的会标出。' },
  { code: 'freight-template', category: 'order', title: '运费模板与校园配送区', route: '/shop-setting/delivery-template', body: '运费模板可选包邮、按件或按重量计费，可设满额包邮与满件包邮。\n指定运费可按地区（省、市、区县），也可按校园配送区（学校、校区或宿舍楼）并设置配送时段。\n校园配送订单优先按覆盖其宿舍楼的校园配送区计费；同一模板内的范围不能重叠。默认模板和有商品在用的模板不能删除。' },
  { code: 'delivery-setting', category: 'order', title: '发货时效与延迟发货报备', route: '/shop-setting/delivery-info', body: '在发货设置中填写发货地址与联系人，并选择 24、48 或 72 小时的发货时效承诺，只影响之后付款的订单。\n因不可抗力无法按时发货时可报备延迟发货：开始时间至少在 1 小时之后，一次至多 7 天，一个自然年合计至多 15 天。\n报备生效后会收到站内信，报备时段内的订单发货时限相应顺延。' },
  { code: 'evaluate', category: 'order', title: '回复买家评价', route: '/order/evaluate', body: '评价管理可按星级、有图、是否已回复筛选。\n每条评价可回复一次，回复后买家可见。\n差评（2 星及以下）未回复的会出现在店铺概况的待办中。' },
  { code: 'after-sale-setting', category: 'afterSale', title: '售后设置：退货地址、拒绝原因与自动同意', route: '/shop-setting/after-setting', body: '售后设置维护退货地址（可设一个默认地址）与常用的拒绝原因。\n自动同意规则：未发货的仅退款申请且金额不超过设置的上限时，申请即被同意并退款。\n买家退货时寄往售后单上的退货地址。' },
  { code: 'return-dispute', category: 'afterSale', title: '退货纠纷与平台介入', route: '/after-sale-violation/return-dispute', body: '商家拒绝售后后，买家可申请平台介入，售后单进入纠纷。\n请在举证截止时间前上传凭证并说明情况，平台根据双方证据裁决。\n进入纠纷和裁决结果都会以站内信通知。' },
  { code: 'brand', category: 'goods', title: '品牌申请与授权', route: '/goods/brandList', body: '发布品牌商品前，先在品牌管理中提交品牌申请：选择品牌类型、授权类型并上传授权文件与有效期。\n平台审核通过后即可在发布商品时选用，审核结果以站内信通知；被驳回的可按原因修改后重新提交。\n30 天内到期的品牌资质会标出，请及时更新。' },
  { code: 'category-qualification', category: 'goods', title: '类目资质', route: '/goods/category-qualifications', body: '部分类目要求上传资质（如食品经营许可证）才能发布商品。\n类目资质页列出每个类目所需的资质和本店的上传情况，可只看缺失的。\n缺少或已过期的资质会导致该类目的商品不能发布。' },
  { code: 'virtual-card', category: 'goods', title: '虚拟卡券与卡密导入', route: '/goods/virtualCard', body: '虚拟商品的卡券按批次管理，卡密可粘贴或从 .xlsx、.csv、.txt 文件导入。\n导入时逐行检查格式、文件内重复和店内已存在的卡密，并逐行报告结果。\n列表中的卡密都打码显示；「卡券核验」可按完整卡密查询状态。' },
  { code: 'platform-activity', category: 'marketing', title: '报名平台活动', route: '/activity/square', body: '活动广场列出校园团、秒杀、折扣专区等平台活动及本店能否报名的原因。\n报名按 SKU 填写活动价、活动库存与每人限购，活动价须低于商品价；报名后进入平台审核，审核结果以站内信通知。\n活动详情和活动数据页可查看报名记录与带活动优惠的订单、实付与退款；活动商品页列出参加活动的商品。' },
  { code: 'full-reduction', category: 'marketing', title: '创建满减活动', route: '/activity/full-reduction', body: '满减可设 1-5 档，门槛逐档升高、优惠逐档增多且小于门槛，可设包邮。\n适用范围为全店或指定商品，同一商品同一时间只能参加一个满减。\n秒杀商品不参加满减。' },
  { code: 'coupon', category: 'marketing', title: '发放优惠券', route: '/marketing/coupon', body: '优惠券分满减券、折扣券和无门槛券，面额不超过 1000 元。\n可设发放总量、每人限领、领取时间和用券时间，适用全店或指定商品。\n进行中的券只能改名称、总量与延长领取时间；数据页展示领取、使用、用券订单实付与投入产出比。' },
  { code: 'roadshow', category: 'marketing', title: '校园路演报名', route: '/activity/roadshow', body: '路演是平台在高校组织的线下推广，每场分若干时段和展位，报名从营销资金中缴纳展位费。\n报名时选择时段、1-10 件在售商品并填写现场联系人；平台审核结果以站内信通知，驳回或取消的展位费退回营销账户。\n路演结束后可在路演活动页查看到场人数、线索与成交。' },
  { code: 'sanchuang', category: 'marketing', title: '三创赛企业命题', route: null, body: '在三创赛的一届赛事中，店铺可为本店商品发布企业命题，学生团队承接后用团队推广码推广。\n比赛期内带推广码的订单计入团队销售；有新团队承接时会收到站内信。\n评奖期内可为团队评分和颁奖，奖金从营销资金支付。' },
  { code: 'customer-service', category: 'shop', title: '客服接待与接待流程', route: '/customer-service/inbox', body: '买家消息按使用中的接待流程分配给在线客服：可设欢迎语、工作时间、分配方式（轮流、最少接待、按类目）、排队上限与关键词自动回复。\n会话页实时显示新消息，可回复文字、发送订单卡片或商品卡片；未回复的会话计入页头的客服待办。\n客服须持有会话查看与回复权限；还有接待中会话的客服不能移除。' },
  { code: 'erp', category: 'shop', title: '对接 ERP 与跨境清关', route: '/open/erp', body: '在 ERP 对接页选择服务商提交对接申请，平台受理后服务商进行配置，受理或驳回都会以站内信通知。\n服务商发来的授权链接打开后确认授权，再确认对接完成；之后订单推送给 ERP，ERP 回传发货与库存。\n对接指南按服务商列出步骤和需要的字段；跨境企业还可对接跨境清关合作方。' },
  { code: 'finance-account', category: 'finance', title: '收款账户与易宝账户', route: '/finance/account', body: '提现前须绑定收款账户；修改收款账户仅限店铺负责人，并需负责人的短信验证码。\n易宝账户页用于开通易宝子账户，平台审核后生效。\n账户名称须与企业认证的主体一致。' },
  { code: 'finance-flow', category: 'finance', title: '余额明细、历史账单与对账单', route: '/finance/history', body: '余额明细与历史账单逐笔列出订单结算、退款、佣金、补贴、提现等资金变动，点击来源可打开对应的订单或售后单。\n对账单按日、按月汇总收入、退款、佣金、补贴与结算金额，可确认或提出异议。\n提现到账后会收到站内信通知。' },
  { code: 'deposit', category: 'finance', title: '保证金缴纳与退还', route: '/finance/deposit', body: '保证金通过对公转账缴纳：转账后在保证金页登记付款账户与流水号，平台确认到账后计入。\n违规处罚可能从保证金中扣除，申诉成立的退回。\n关店时未扣除的保证金退还到收款账户。' },
  { code: 'marketing-fund', category: 'finance', title: '营销资金与账户充值', route: '/finance/marketing', body: '营销资金用于优惠券、活动中店铺出资的部分，以及路演展位费、三创奖金等。\n可从可提现余额充值到营销账户；余额不足时，店铺出资的券不再参与优惠。\n营销资金页列出每笔充值与扣除及其来源。' },
  { code: 'invoice', category: 'finance', title: '申请发票', route: '/finance/invoice', body: '平台就收取的佣金与提现手续费按自然月向店铺开具发票，每个已结束的月份同一时间只能在一张申请中。\n先保存发票抬头，再选择月份和发票类型（电子普通发票或电子专用发票）提交申请。\n开具或驳回都会以站内信通知；已开具的发票可红冲，红冲后该月份可重新申请。' },
  { code: 'subsidy', category: 'finance', title: '平台补贴明细', route: '/finance/subsidy', body: '平台活动中由平台出资的优惠，在订单结算时作为补贴计入可提现余额。\n补贴明细可按订单或按活动查看；订单全额退款的，补贴显示为已取消。' },
  { code: 'agent-recruit', category: 'job', title: '招募校园代理', route: '/school-employee/recruit-setting', body: '招募设置中为某所学校发布岗位：招募人数、任职要求、工作内容、奖励说明、报名表问题与报名时间。\n学生报名后在代理中心处理：通过报名、发录用或不录用；录用配置设置录用通知的内容和接受期限（1-14 天），逾期未接受的转为未录用。\n代理详情展示报名资料、状态变化与推荐关系。' },
  { code: 'sales-reward', category: 'job', title: '代理销售奖励与招募奖励', route: '/school-employee/sales-reward-list', body: '销售奖励规则可按每件固定金额或按实付比例设置，范围可为全店、类目或指定商品。\n带代理推广码的订单结算后奖励变为可发放，发放从可提现余额支出；订单退款时相应冲回。\n招募奖励配置：在岗代理推荐的同学入职后给推荐人一次性奖励。' },
  { code: 'internship-certificate', category: 'job', title: '开具实习证明', route: '/school-employee/internship-certificate', body: '可为在岗或已离任的代理开具实习证明，生成 PDF 供下载。\n开具后如有错误可撤销并说明原因，撤销后的证明带「已撤销」印记。' },
  { code: 'task-package', category: 'job', title: '任务包：发布、审核与样品', route: '/school-employee/task-package/overview', body: '任务包由若干任务组成，在岗代理领取后提交答卷、照片或发布链接。\n代理提交后会收到站内信，在任务审核页通过或驳回；通过后奖励从可提现余额发放。\n样品配置可为任务包预留样品库存；数据分析页可按任务包查看领取与完成情况并导出。' },
  { code: 'remote-task', category: 'job', title: '远程任务：发布、审核与预算', route: '/remote-task/task-list', body: '发布远程任务时，预算（单人奖励 × 名额）从可提现余额冻结。\n学生提交成果后会收到站内信，在招募详情中审核：通过即从冻结预算发放奖励，驳回须填写原因。\n任务关闭或到截止时间后，剩余预算退回可提现余额。远程任务仅对白名单店铺开放。' },
] as const;

export const DEMO_ANNOUNCEMENTS = [
  { title: '关于售后服务规范调整的公告', category: 'rule', mustRead: true, at: -5, body: '各位商家：\n平台修订了《售后服务规范》，仅退款申请的处理时限由 48 小时缩短为 24 小时，并新增换货条款，新版本将于 10 日后生效。\n请及时调整售后处理流程，避免超时被自动同意。' },
  { title: '开学季校园大促报名开启', category: 'activity', mustRead: false, at: -3, body: '开学季校园大促将于下月 1 日开始，报名通道现已开启。\n报名商品须满足《平台营销活动报名规则》，活动价须低于近 30 天最低成交价。' },
  { title: '系统维护通知', category: 'system', mustRead: false, at: -12, body: '平台将于本周六 02:00 至 04:00 进行系统维护，期间订单导出与提现暂停，其他功能不受影响。' },
  { title: '发货时效管理规则更新', category: 'rule', mustRead: false, at: -20, body: '《发货时效管理规则》已更新：校园配送订单增加签收要求，延迟发货报备须提前 24 小时。详见规则中心。' },
  { title: '商家后台新增命令面板', category: 'platform', mustRead: false, at: -1, body: '按 Ctrl+K（Mac 上 ⌘K）即可打开命令面板，按页面名称或拼音首字母查找页面，也可直接输入订单号、售后单号或商品名称。' },
] as const;

export { DAY };
