import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { loadContract } from '../../lib/contract.ts';

/**
 * The operation log reads audit_log. Actions are `<prefix>.<…>`; the prefix names the area (card and brand belong to
 * 商品, verify to 账号与入驻, violation to 售后与违规). Rows written by app.ts for writes whose handler recorded nothing are
 * `<contract tag>.<operationId>`, labelled with the operation's summary from the contract.
 */
const AREA_OF_PREFIX: Record<string, string> = {
  goods: 'goods',
  card: 'goods',
  brand: 'goods',
  order: 'order',
  finance: 'finance',
  account: 'account',
  company: 'company',
  verify: 'account',
  common: 'account',
  permission: 'permission',
  afterSale: 'after-sale',
  violation: 'after-sale',
  shop: 'shop-setting',
  cs: 'customer-service',
};
const AREA_LABELS: Record<string, string> = {
  goods: '商品',
  order: '订单',
  finance: '财务',
  account: '账号与入驻',
  company: '公司设置与关店',
  permission: '员工与角色',
  'after-sale': '售后与违规',
  'shop-setting': '店铺设置',
  'customer-service': '客服',
};

/** Chinese names of the actions handlers record themselves. */
export const ACTION_LABELS: Record<string, string> = {
  'account.register': '注册账号',
  'account.password.update': '修改登录密码',
  'company.apply': '提交入驻申请',
  'company.verify.submit': '提交企业认证',
  'company.verify.resubmit': '重新提交企业认证',
  'company.verify.pass': '企业认证通过（平台）',
  'company.verify.reject': '企业认证驳回（平台）',
  'goods.create': '发布商品',
  'goods.update': '编辑商品',
  'goods.copy': '复制商品',
  'goods.batch.onShelf': '批量上架',
  'goods.batch.offShelf': '批量下架',
  'goods.batch.delete': '批量删除商品',
  'goods.review.pass': '商品审核通过（平台）',
  'goods.review.reject': '商品审核驳回（平台）',
  'card.batch.add': '新建卡券批次',
  'card.code.import': '导入卡密',
  'brand.apply': '申请品牌',
  'brand.review.pass': '品牌审核通过（平台）',
  'brand.review.reject': '品牌审核驳回（平台）',
  'order.privacy.reveal': '查看买家完整信息',
  'order.export': '导出订单',
  'order.export.reveal': '导出订单（含完整信息）',
  'order.evaluation.report': '举报评价',
  'finance.statement.confirm': '确认对账单',
  'finance.statement.dispute': '对账单提出异议',
  'finance.deposit.recharge': '缴纳保证金',
  'finance.deposit.confirm': '保证金到账（平台）',
  'finance.deposit.reject': '保证金驳回（平台）',
  'finance.marketing.recharge': '营销资金充值',
  'finance.invoice.title': '修改发票抬头',
  'finance.invoice.apply': '申请开票',
  'finance.invoice.red': '发票红冲',
  'finance.invoice.issue': '开具发票（平台）',
  'finance.invoice.reject': '开票驳回（平台）',
  'finance.withdraw.create': '申请提现',
  'finance.withdraw.pay': '提现到账',
  'finance.withdraw.fail': '提现失败',
  'finance.account.bind': '绑定结算账户',
  'finance.account.update': '更换结算账户',
  'finance.yb.submit': '提交易宝开户资料',
  'finance.yb.resubmit': '重新提交易宝开户资料',
  'finance.yb.open': '易宝账户开通（平台）',
  'finance.yb.reject': '易宝开户驳回（平台）',
  'permission.denied': '越权调用被拒绝',
  'permission.escalation': '越权授权被拒绝',
  'permission.role.create': '新建角色',
  'permission.role.update': '编辑角色',
  'permission.role.delete': '删除角色',
  'permission.employee.add': '添加员工',
  'permission.employee.update': '修改员工角色',
  'permission.employee.disable': '停用员工',
  'permission.employee.enable': '启用员工',
  'permission.employee.remove': '移除员工',
  'permission.employee.resetPwd': '重置员工密码',
  'company.change.submit': '申请变更公司资料',
  'company.change.withdraw': '撤回公司资料变更',
  'company.change.approve': '公司资料变更通过（平台）',
  'company.change.reject': '公司资料变更驳回（平台）',
  'company.contactEmail.update': '修改联系邮箱',
  'company.owner.transfer': '转让店铺负责人',
  'company.close': '关闭店铺',
  'goods.delistAll': '关店下架全部商品',
  'afterSale.agree': '同意售后',
  'afterSale.refuse': '拒绝售后',
  'afterSale.receive': '确认收到退货',
  'afterSale.refuseReceipt': '拒绝签收退货',
  'afterSale.reship': '换货发出',
  'afterSale.negotiate': '售后协商留言',
  'afterSale.proof': '纠纷举证',
  'afterSale.export': '导出售后单',
  'afterSale.setting': '修改售后设置',
  'afterSale.address.save': '保存退货地址',
  'afterSale.address.delete': '删除退货地址',
  'afterSale.reason.save': '保存拒绝原因',
  'afterSale.reason.delete': '删除拒绝原因',
  'violation.appeal': '违规申诉',
  'shop.template.create': '新建运费模板',
  'shop.template.update': '编辑运费模板',
  'shop.template.delete': '删除运费模板',
  'shop.template.setDefault': '设为默认运费模板',
  'shop.profile.update': '修改店铺信息',
  'shop.delivery.update': '修改发货设置',
  'shop.delay.declare': '报备延迟发货',
  'shop.delay.cancel': '取消延迟发货报备',
  'shop.announcement.create': '发布店铺公告',
  'shop.announcement.update': '编辑店铺公告',
  'shop.announcement.delete': '删除店铺公告',
  'shop.trademark.create': '添加商标',
  'shop.trademark.update': '编辑商标',
  'shop.trademark.delete': '删除商标',
  'cs.agent.create': '添加客服',
  'cs.agent.edit': '编辑客服',
  'cs.agent.delete': '移除客服',
  'cs.agent.online': '切换客服在线状态',
  'cs.flow.create': '新建接待流程',
  'cs.flow.edit': '编辑接待流程',
  'cs.flow.delete': '删除接待流程',
  'cs.flow.activate': '启用接待流程',
  'cs.conversation.reply': '回复买家',
  'cs.conversation.close': '结束会话',
  'schoolEmployee.sample.create': '配置任务包样品（预留库存）',
  'schoolEmployee.sample.update': '修改任务包样品',
  'schoolEmployee.sample.stop': '停止发放任务包样品（退回库存）',
};

export const DENIED_ACTIONS = ['permission.denied', 'permission.escalation'];

interface Labels {
  action: (action: string) => string;
  area: (action: string) => { area: string; areaLabel: string };
  areas: Array<{ value: string; label: string; prefixes: string[] }>;
  actions: Array<{ value: string; label: string; area: string }>;
}

let labels: Promise<Labels> | null = null;

/** Labels from ACTION_LABELS and the contract (tags and summaries of every write), built once. */
export function logLabels(): Promise<Labels> {
  return (labels ??= (async () => {
    const c = await loadContract();
    const tagLabel = new Map<string, string>(
      [...(c.doc.tags ?? []), ...(c.doc['x-audit-prefixes'] ?? [])].map((t: { name: string; description?: string }) => [t.name, String(t.description ?? t.name).split(/[：:]/)[0]!.trim()]),
    );
    const generic = new Map<string, string>();
    for (const op of c.operations) if (!op.isQuery && !op.isPublic) generic.set(`${op.tag}.${op.operationId}`, op.summary);
    const areaOfPrefix = (prefix: string) => AREA_OF_PREFIX[prefix] ?? prefix;
    const labelOfArea = (area: string) => AREA_LABELS[area] ?? tagLabel.get(area) ?? area;
    const area = (action: string) => {
      const a = areaOfPrefix(action.split('.')[0]!);
      return { area: a, areaLabel: labelOfArea(a) };
    };
    const all = new Map<string, string>([...generic, ...Object.entries(ACTION_LABELS)]);
    const prefixes = new Map<string, Set<string>>();
    for (const a of all.keys()) {
      const p = a.split('.')[0]!;
      const ar = areaOfPrefix(p);
      if (!prefixes.has(ar)) prefixes.set(ar, new Set());
      prefixes.get(ar)!.add(p);
    }
    for (const [p, ar] of Object.entries(AREA_OF_PREFIX)) {
      if (!prefixes.has(ar)) prefixes.set(ar, new Set());
      prefixes.get(ar)!.add(p);
    }
    return {
      action: (a) => all.get(a) ?? a,
      area,
      areas: [...prefixes].map(([value, ps]) => ({ value, label: labelOfArea(value), prefixes: [...ps].sort() })),
      actions: [...all].map(([value, label]) => ({ value, label, area: area(value).area })).sort((x, y) => x.area.localeCompare(y.area) || x.value.localeCompare(y.value)),
    };
  })());
}

export interface LogFilter {
  userId?: number;
  area?: string;
  action?: string;
  deniedOnly?: boolean;
  startTime?: number;
  endTime?: number;
  cursor?: string | null;
  pageSize: number;
}

/** One keyset page of a company's audit rows, newest first (index audit_log (company_id, id) and its filters). */
export async function operationLogPage(db: Db, companyId: number, f: LogFilter) {
  const l = await logLabels();
  let q = db
    .selectFrom('audit_log as l')
    .leftJoin('merchant_user as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.created_at', 'l.user_id', 'u.name as user_name', 'l.actor', 'l.action', 'l.detail'])
    .where('l.company_id', '=', companyId);
  if (f.userId !== undefined) q = q.where('l.user_id', '=', f.userId);
  if (f.action) q = q.where('l.action', '=', f.action);
  if (f.deniedOnly) q = q.where('l.action', 'in', DENIED_ACTIONS);
  if (f.area) {
    const prefixes = l.areas.find((a) => a.value === f.area)?.prefixes ?? [f.area];
    q = q.where((eb) => eb.or(prefixes.map((p) => eb('l.action', 'like', `${p}.%`))));
  }
  if (f.startTime !== undefined) q = q.where('l.created_at', '>=', f.startTime);
  if (f.endTime !== undefined) q = q.where('l.created_at', '<', f.endTime);
  if (f.cursor) q = q.where('l.id', '<', Number(f.cursor));
  const rows = await q.orderBy('l.id', 'desc').limit(f.pageSize + 1).execute();
  const hasMore = rows.length > f.pageSize;
  const page = rows.slice(0, f.pageSize);
  return {
    list: page.map((r) => ({
      id: Number(r.id),
      createdAt: Number(r.created_at),
      userId: r.user_id,
      userName: r.user_name ?? null,
      actor: r.actor.slice(0, 100),
      action: r.action.slice(0, 100),
      actionLabel: l.action(r.action).slice(0, 100),
      ...l.area(r.action),
      detail: r.detail === null ? null : r.detail.length > 20000 ? `${r.detail.slice(0, 19990)}…` : r.detail,
      denied: DENIED_ACTIONS.includes(r.action),
    })),
    nextCursor: hasMore ? String(page[page.length - 1]!.id) : null,
    hasMore,
  };
}

/** Filter options: areas, actions and the company's members (removed ones too: their rows stay). */
export async function operationLogOptions(db: Db, companyId: number) {
  const l = await logLabels();
  const members = await db.selectFrom('merchant_user').select(['id', 'name']).where('company_id', '=', companyId).orderBy('is_owner', 'desc').orderBy('id').execute();
  // Only actions this company's log holds (index audit_log (company_id, action, id)), each with its Chinese name.
  const seen = await db.selectFrom('audit_log').select('action').distinct().where('company_id', '=', companyId).execute();
  const actions = seen
    .map((s) => ({ value: s.action.slice(0, 100), label: l.action(s.action).slice(0, 100), area: l.area(s.action).area }))
    .sort((x, y) => x.area.localeCompare(y.area) || x.value.localeCompare(y.value))
    .slice(0, 1000);
  return {
    areas: l.areas.map(({ value, label }) => ({ value, label })),
    actions,
    members: members.map((m) => ({ userId: m.id, name: m.name })),
  };
}

/** Used by tests and the bench: how many rows a company's log has. */
export async function countLog(db: Db, companyId: number): Promise<number> {
  const r = await db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return Number(r.n);
}
