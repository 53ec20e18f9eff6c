/** Every permission key of spec §6 that a role can hold. */
export const ROLE_AUTH_KEYS = [
  'kf.session.setting.view',
  'kf.user.list',
  'activity.platform.list',
  'activity.discount.list',
  'coupon.list',
  'order.return.list',
  'after.sale.setting.view',
  'order.return.dispute.list',
  'finance.stat',
  'finance.statement',
  'finance.stream.list',
  'finance.subsidy.list',
  'finance.deposit.list',
  'finance.marketing.stream.list',
  'invoice.list',
  'goods.list',
  'virtual.card.list',
  'goods.act.list',
  'goods.brand.list',
  'goods.brand.detail',
  'order.list',
  'order.evaluation.list',
  // Not in spec §6: who may see buyers' full phone numbers and addresses (each reveal is audited).
  'order.privacy.view',
  'agent.recruit.list',
  'agent.recruit.page',
  'agent.reward.page',
  'task.package.page',
  'task.package.review.list',
  'sample.config.page',
  'freight.template.list',
  'shop.setting.view',
  'shop.delay.view',
  'shop.announce.view',
  'open.page',
  // Not named in the spec, needed so a role can be kept out of these areas (company-level virtual keys alone
  // would open them to every member of a whitelisted company).
  'remote.task.list',
  'permission.role.list',
  'permission.employee.list',
  // Not in spec §6: the company settings and the shop-closing pages (company area; closing itself is the owner's).
  'company.view',
  // Not in spec §6: the operation log under 员工与角色 (every audited write of the company, who/when/before/after).
  'permission.log.list',
  // after-sale: not named in the spec (its violation pages had no key of their own); lets a role see the shop's
  // violations, points and penalties without the after-sale cases.
  'violation.list',
] as const;

/**
 * Operate keys (操作键): spec §6 keys are view keys; every write declares an operate key in the contract
 * (`x-permission`). The one naming rule: `<stem>.<verb>`, where `<stem>` is the view key the operation belongs to
 * without its last segment (`order.list` → `order.ship`; `freight.template.list` → `freight.template.edit`;
 * `after.sale.setting.view` → `after.sale.setting.edit`) and `<verb>` is one of OPERATE_VERBS. A write declares
 * both keys (`x-permission: [order.list, order.ship]`): an operate key never opens a page its view key does not.
 * The role editor shows each operate key as 操作 under its view key; the server checks them on every write, and the
 * security suite's matrix reads them from the contract.
 */
export const OPERATE_VERBS = ['edit', 'delete', 'ship', 'export', 'handle', 'audit', 'withdraw', 'pay', 'reply', 'manage', 'close'] as const;

export interface OperateKey {
  key: string;
  /** The view key it belongs to (a ROLE_AUTH_KEYS entry). */
  view: string;
  /** What it allows, in Chinese, as the role editor shows it (e.g. 发货与改址). */
  label: string;
}

/** Every operate key, grouped by area; each area adds its own in its section. */
export const OPERATE_KEYS: readonly OperateKey[] = [
  // ---- goods, order, finance (permission issue) ----
  { key: 'goods.edit', view: 'goods.list', label: '发布、编辑、复制、批量上下架与删除' },
  { key: 'virtual.card.edit', view: 'virtual.card.list', label: '新建卡券批次与导入卡密' },
  { key: 'goods.brand.edit', view: 'goods.brand.detail', label: '申请品牌' },
  { key: 'order.ship', view: 'order.list', label: '发货与改址' },
  { key: 'order.close', view: 'order.list', label: '关闭订单' },
  { key: 'order.edit', view: 'order.list', label: '订单备注' },
  { key: 'order.export', view: 'order.list', label: '导出订单' },
  { key: 'order.evaluation.reply', view: 'order.evaluation.list', label: '回复与举报评价' },
  { key: 'finance.withdraw', view: 'finance.stat', label: '提现' },
  { key: 'finance.pay', view: 'finance.stat', label: '营销资金充值' },
  { key: 'finance.stream.export', view: 'finance.stream.list', label: '导出资金流水' },
  { key: 'finance.handle', view: 'finance.statement', label: '确认对账单与提出异议' },
  { key: 'finance.export', view: 'finance.statement', label: '导出对账单' },
  { key: 'finance.deposit.pay', view: 'finance.deposit.list', label: '缴纳保证金' },
  { key: 'invoice.edit', view: 'invoice.list', label: '发票抬头、申请开票与红冲' },
  { key: 'invoice.export', view: 'invoice.list', label: '下载发票' },

  // ---- after-sale ----
  { key: 'order.return.handle', view: 'order.return.list', label: '处理售后（同意、拒绝、收货、退款、换货发出、协商）' },
  { key: 'order.return.export', view: 'order.return.list', label: '导出售后单' },
  { key: 'after.sale.setting.edit', view: 'after.sale.setting.view', label: '修改售后设置（退货地址、自动同意、拒绝原因）' },
  { key: 'order.return.dispute.handle', view: 'order.return.dispute.list', label: '退货纠纷举证' },
  { key: 'violation.handle', view: 'violation.list', label: '违规申诉' },

  // ---- shop-setting ----
  { key: 'freight.template.edit', view: 'freight.template.list', label: '运费模板的新建、修改、删除与设为默认' },
  { key: 'shop.setting.edit', view: 'shop.setting.view', label: '修改店铺信息' },
  { key: 'shop.setting.manage', view: 'shop.setting.view', label: '商标的登记、修改与删除' },
  { key: 'shop.delay.edit', view: 'shop.delay.view', label: '修改发货设置与延迟发货报备' },
  { key: 'shop.announce.edit', view: 'shop.announce.view', label: '店铺公告的发布、修改与删除' },

  // ---- customer-service ----
  { key: 'kf.session.setting.edit', view: 'kf.session.setting.view', label: '新建、修改与启用接待流程' },
  { key: 'kf.session.setting.delete', view: 'kf.session.setting.view', label: '删除接待流程' },
  { key: 'kf.user.edit', view: 'kf.user.list', label: '设置客服、在线状态与接待上限' },
  { key: 'kf.user.delete', view: 'kf.user.list', label: '移除客服' },
  { key: 'kf.user.reply', view: 'kf.user.list', label: '回复买家、发送订单与商品卡片、结束会话' },

  // ---- permission, company ----
  { key: 'company.edit', view: 'company.view', label: '修改联系邮箱、申请变更公司资料' },
  { key: 'company.manage', view: 'company.view', label: '转让店铺负责人（仅店铺负责人）' },
  { key: 'company.close', view: 'company.view', label: '关闭店铺（仅店铺负责人）' },
  { key: 'permission.role.edit', view: 'permission.role.list', label: '新建、编辑与删除角色' },
  { key: 'permission.employee.edit', view: 'permission.employee.list', label: '添加员工、分配角色、停用与重置密码' },

  // ---- activity ----
  { key: 'activity.platform.edit', view: 'activity.platform.list', label: '平台活动报名与撤回' },
  { key: 'activity.discount.edit', view: 'activity.discount.list', label: '新建、编辑与停止满减' },
  { key: 'activity.platform.manage', view: 'activity.platform.list', label: '三创：发布、编辑与关闭企业命题，给团队评分' },
  { key: 'activity.platform.pay', view: 'activity.platform.list', label: '从营销资金付款：路演报名缴纳展位费与取消、三创颁奖' },
  { key: 'coupon.edit', view: 'coupon.list', label: '新建、编辑与停发优惠券' },

  // ---- school-employee, remote-task ----
  { key: 'agent.recruit.handle', view: 'agent.recruit.list', label: '处理报名与代理（通过、不录用、发录用、结束任职）' },
  { key: 'agent.recruit.edit', view: 'agent.recruit.page', label: '发布与修改招募岗位、修改录用配置' },
  { key: 'agent.recruit.close', view: 'agent.recruit.page', label: '关闭招募岗位' },
  { key: 'agent.reward.edit', view: 'agent.reward.page', label: '修改销售奖励规则与招募奖励配置' },
  { key: 'agent.reward.pay', view: 'agent.reward.page', label: '发放代理奖励（从可提现余额支出）' },
  { key: 'task.package.edit', view: 'task.package.page', label: '新建与修改任务包' },
  { key: 'task.package.close', view: 'task.package.page', label: '关闭任务包' },
  { key: 'task.package.export', view: 'task.package.page', label: '导出任务包数据分析' },
  { key: 'sample.config.edit', view: 'sample.config.page', label: '配置、修改与停止任务包样品（预留与退回库存）' },
  { key: 'task.package.review.audit', view: 'task.package.review.list', label: '审核任务提交（通过、驳回、批量通过）' },
  { key: 'remote.task.edit', view: 'remote.task.list', label: '发布远程任务（发布时冻结预算）' },
  { key: 'remote.task.audit', view: 'remote.task.list', label: '审核远程任务的提交（通过即发放奖励、驳回须填原因）' },
  { key: 'remote.task.close', view: 'remote.task.list', label: '关闭远程任务（剩余预算退回可提现）' },
  { key: 'agent.recruit.manage', view: 'agent.recruit.list', label: '开具与撤销实习证明' },

  // ---- open-erp, content ----
  { key: 'open.manage', view: 'open.page', label: 'ERP 授权确认、对接申请与确认、同步配置与解绑' },
];

/** Everything a role can hold: view keys and operate keys. The owner holds all of them. */
export const ALL_ROLE_KEYS: readonly string[] = [...ROLE_AUTH_KEYS, ...OPERATE_KEYS.map((k) => k.key)];

/** Keys derived from the company at load (spec §6), never stored on a role. */
export const VIRTUAL_KEYS = {
  remoteTask: 'common.remote-task.list',
  roadshow: 'common.roadshow.list',
  crossBorder: 'common.cross-border',
  companyVerify: 'common.company-verify',
  openErp: 'common.open-erp',
} as const;

export interface CompanyFlags {
  company_type: number;
  show_luyan_menu: number;
  ready_status: number;
  in_erp_whitelist: number;
  in_job_whitelist: number;
}

export function virtualKeys(c: CompanyFlags): string[] {
  const keys: string[] = [];
  if (c.in_job_whitelist) keys.push(VIRTUAL_KEYS.remoteTask);
  if (c.show_luyan_menu === 1) keys.push(VIRTUAL_KEYS.roadshow);
  if (c.company_type === 4) keys.push(VIRTUAL_KEYS.crossBorder);
  if (c.ready_status) keys.push(VIRTUAL_KEYS.companyVerify);
  if (c.in_erp_whitelist) keys.push(VIRTUAL_KEYS.openErp);
  return keys;
}

/** The rule of spec §6: a list requires all keys; `any` requires at least one. */
export function allowed(keys: ReadonlySet<string>, all: readonly string[], any: readonly string[]): boolean {
  if (!all.every((k) => keys.has(k))) return false;
  return any.length === 0 || any.some((k) => keys.has(k));
}
