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
] as const;

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
