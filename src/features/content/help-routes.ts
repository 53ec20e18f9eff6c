import type { FileRoutesById } from '@/routeTree.gen';

/**
 * Which help article explains each page: the page header's help icon opens `/help-center?article=<code>` for the
 * current route (docs/content.md「从页面到文章」). Keyed by the route's id under the main layout without the
 * `/_authed/_app` prefix; the type lists every such route of the generated route tree, so a new page without an
 * article does not compile, and `help-routes.test.ts` checks that every code is a seeded article
 * (server/modules/content/demo-content.ts). Pages outside the main layout (login, verification, the public ERP
 * guides, error pages) have no header and cannot open the help center.
 */
const APP = '/_authed/_app';
type AppRouteId = Extract<keyof FileRoutesById, `${typeof APP}/${string}`>;
export type AppRoutePath = AppRouteId extends `${typeof APP}${infer P}` ? P : never;

export const HELP_ARTICLE_OF_ROUTE: Record<AppRoutePath, string> = {
  '/overview': 'shop-overview',
  '/message': 'messages',
  '/announce/': 'platform-docs',
  '/announce/detail': 'platform-docs',
  '/rule-center': 'platform-docs',
  '/help-center': 'platform-docs',
  '/company-setting': 'company-setting',
  '/close': 'close-shop',

  '/goods/list': 'goods-list',
  '/goods/edit': 'publish-goods',
  '/goods/brandList': 'brand',
  '/goods/brandApply': 'brand',
  '/goods/category-qualifications/': 'category-qualification',
  '/goods/category-qualifications/detail': 'category-qualification',
  '/goods/virtualCard': 'virtual-card',
  '/goods/virtualCardAdd': 'virtual-card',
  '/goods/virtualCardAddData': 'virtual-card',
  '/goods/virtualCardCheck': 'virtual-card',
  '/goods/activity-list': 'platform-activity',

  '/order/list': 'ship-order',
  '/order/detail': 'order-detail',
  '/order/evaluate': 'evaluate',
  '/order/after-sale': 'handle-after-sale',
  '/order/after-detail': 'handle-after-sale',
  '/after-sale-violation/return-dispute/': 'return-dispute',
  '/after-sale-violation/return-dispute/detail': 'return-dispute',
  '/after-sale-violation/violation-list': 'appeal-violation',
  '/after-sale-violation/violation-detail': 'appeal-violation',

  '/activity/square': 'platform-activity',
  '/activity/square-list/$activityType': 'platform-activity',
  '/activity/submit/$activityType/$activityId': 'platform-activity',
  '/activity/detail/$activityId': 'platform-activity',
  '/activity/data/$activityType/$activityId/$goodsId': 'platform-activity',
  '/activity/full-reduction/': 'full-reduction',
  '/activity/full-reduction/create/{-$activityId}': 'full-reduction',
  '/activity/full-reduction/goods/$activityId': 'full-reduction',
  '/activity/roadshow': 'roadshow',
  '/activity/roadshow-activity': 'roadshow',
  '/activity/sanchuang/$type/$activityId': 'sanchuang',
  '/marketing/coupon/': 'coupon',
  '/marketing/coupon/edit': 'coupon',
  '/marketing/coupon/detail': 'coupon',
  '/marketing/coupon/statistics': 'coupon',

  '/finance/overview': 'finance-overview',
  '/finance/recharge': 'marketing-fund',
  '/finance/marketing': 'marketing-fund',
  '/finance/withdraw': 'withdraw',
  '/finance/taxation-withdraw': 'withdraw',
  '/finance/cross-withdraw': 'withdraw',
  '/finance/account': 'finance-account',
  '/finance/update-account': 'finance-account',
  '/finance/account-yb': 'finance-account',
  '/finance/balance': 'finance-flow',
  '/finance/history': 'finance-flow',
  '/finance/account-statement': 'finance-flow',
  '/finance/deposit/': 'deposit',
  '/finance/deposit/recharge': 'deposit',
  '/finance/invoice/': 'invoice',
  '/finance/invoice/history': 'invoice',
  '/finance/subsidy': 'subsidy',

  '/shop-setting/shop-info-setting': 'shop-info',
  '/shop-setting/trademark': 'shop-info',
  '/shop-setting/shop-announcement': 'shop-announcement',
  '/shop-setting/delivery-template': 'freight-template',
  '/shop-setting/add-delivery-template': 'freight-template',
  '/shop-setting/delivery-info': 'delivery-setting',
  '/shop-setting/after-setting': 'after-sale-setting',
  '/shop-setting/add-after-setting': 'after-sale-setting',

  '/permission/employee/': 'staff-roles',
  '/permission/employee/edit/{-$userId}': 'staff-roles',
  '/permission/role/': 'roles',
  '/permission/role/edit/{-$roleId}': 'roles',
  '/permission/operation-log': 'operation-log',

  '/customer-service/inbox': 'customer-service',
  '/customer-service/manage': 'customer-service',
  '/customer-service/flow': 'customer-service',
  '/customer-service/edit': 'customer-service',

  '/open/erp/': 'erp',
  '/open/erp/guide/': 'erp',
  '/open/erp/guide/$vendor': 'erp',
  '/open/erp/cross/$partner': 'erp',

  '/school-employee/center': 'agent-recruit',
  '/school-employee/agent-detail': 'agent-recruit',
  '/school-employee/recruit-setting': 'agent-recruit',
  '/school-employee/recruit-info-edit': 'agent-recruit',
  '/school-employee/offer-config': 'agent-recruit',
  '/school-employee/sales-reward-list': 'sales-reward',
  '/school-employee/sales-reward-add': 'sales-reward',
  '/school-employee/sales-reward-statistics': 'sales-reward',
  '/school-employee/recruit-reward-config': 'sales-reward',
  '/school-employee/internship-certificate/': 'internship-certificate',
  '/school-employee/internship-certificate/detail': 'internship-certificate',
  '/school-employee/task-package/overview': 'task-package',
  '/school-employee/task-package/config': 'task-package',
  '/school-employee/task-package/receive': 'task-package',
  '/school-employee/task-package/verify': 'task-package',
  '/school-employee/task-package/answer-detail': 'task-package',
  '/school-employee/task-package/data-analysis': 'task-package',
  '/school-employee/task-package/sample-config': 'task-package',
  '/school-employee/task-package/goods-edit': 'task-package',
  '/remote-task/task-list': 'remote-task',
  '/remote-task/task-publish': 'remote-task',
  '/remote-task/recruit-list': 'remote-task',
  '/remote-task/recruit-detail': 'remote-task',
};

/** The article code of a matched route id (`/_authed/_app/order/list`), or null outside the main layout. */
export function helpArticleOf(routeId: string | undefined): string | null {
  if (!routeId?.startsWith(`${APP}/`)) return null;
  return (HELP_ARTICLE_OF_ROUTE as Record<string, string | undefined>)[routeId.slice(APP.length)] ?? null;
}
