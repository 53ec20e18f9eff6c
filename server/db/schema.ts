import type { Generated } from 'kysely';
import type { FinanceLedgerTables } from '../modules/finance/schema.ts';
import type { FinanceOpsTables } from '../modules/finance/withdraw-schema.ts';
import type { EventTables } from '../lib/events.ts';
import type { PlatformTables } from '../platform/schema.ts';
import type { CompanyTables } from '../modules/company/schema.ts';
import type { ShopSettingTables } from '../modules/shop-setting/schema.ts';
import type { AfterSaleTables } from '../modules/after-sale/schema.ts';
import type { ActivityTables } from '../modules/activity/schema.ts';
import type { SanchuangTables } from '../modules/activity/sanchuang-schema.ts';
import type { CustomerServiceTables } from '../modules/customer-service/schema.ts';
import type { OpenErpTables } from '../modules/open-erp/schema.ts';
import type { ContentTables } from '../modules/content/schema.ts';
import type { SchoolEmployeeTables } from '../modules/school-employee/schema.ts';
import type { TaskPackageTables } from '../modules/school-employee/task-schema.ts';
import type { RemoteTaskTables } from '../modules/remote-task/schema.ts';
import type { CertificateTables } from '../modules/school-employee/certificate-schema.ts';

/**
 * Table shapes shared by SQLite and PostgreSQL. Booleans are stored as 0/1 integers and
 * times as ms epoch (bigint in PostgreSQL, parsed back to number by the pg type parser).
 */
export interface CompanyTable {
  id: Generated<number>;
  name: string;
  shop_name: string | null;
  company_type: number;
  show_luyan_menu: number;
  ready_status: number;
  review_status: number;
  draft_status: number;
  review_reason: string | null;
  submitted_at: number | null;
  reviewed_at: number | null;
  in_erp_whitelist: number;
  in_inventory_whitelist: number;
  in_job_whitelist: number;
  created_at: number;
  updated_at: number;
  /** When the shop was closed (company area, 0013_company); null while open. */
  closed_at: Generated<number | null>;
}

export interface RoleTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_at: number;
  /** The preset it was created from (店长, 运营, 客服, 财务, 仓库: 'manager', 'ops', 'cs', 'finance', 'warehouse'), or null. */
  preset: string | null;
  description: string | null;
  updated_at: number | null;
}

export interface RoleKeyTable {
  role_id: number;
  auth_key: string;
}

export interface UserTable {
  id: Generated<number>;
  company_id: number;
  phone: string;
  name: string;
  avatar: string | null;
  password_hash: string | null;
  password_set_at: number | null;
  /** 1 when someone other than the user (owner, seed, platform) set the password. */
  password_set_by_other: number;
  is_owner: number;
  /** 1 active, 0 disabled (cannot log in), -1 removed from the company. Roles are in user_role (0010). */
  status: number;
  created_at: number;
  last_login_at: Generated<number | null>;
}

/** The roles of a member (several per member). */
export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
  ip: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  content: string;
  created_at: number;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  ok: number;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number | null;
  actor: string;
  action: string;
  detail: string | null;
  created_at: number;
}

/** Platform category tree, levels 1-3. */
export interface CategoryTable {
  id: Generated<number>;
  parent_id: number;
  level: number;
  name: string;
  sort: number;
}

/** status: 1 在售, 2 仓库中, 3 审核中, 4 审核驳回. Prices in fen, times in ms. */
export interface GoodsTable {
  id: Generated<number>;
  company_id: number;
  category_id: number;
  name: string;
  status: number;
  main_image: string | null;
  price_min: number;
  price_max: number;
  stock_total: number;
  sales: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** 1 实物, 2 虚拟卡券 */
  goods_type: Generated<number>;
  code: string | null;
  selling_points: Generated<string>;
  /** JSON list of image urls, the first is main_image. */
  images_json: Generated<string>;
  video_url: string | null;
  detail_html: Generated<string>;
  /** JSON [{name, values: [{value, image}]}], up to 3 dimensions. */
  specs_json: Generated<string>;
  delivery_template_id: number | null;
  /** 0 = no limit */
  limit_per_order: Generated<number>;
  limit_per_user: Generated<number>;
  /** 1 立即上架, 2 定时上架, 3 放入仓库 */
  shelf_mode: Generated<number>;
  shelf_at: number | null;
  review_reason: string | null;
  /** Set by a passed review, cleared by an edit. */
  approved_at: number | null;
}

/** status: 1 active, 0 archived. spec_json: [{"name":"颜色","value":"红"}]. */
export interface GoodsSkuTable {
  id: Generated<number>;
  goods_id: number;
  company_id: number;
  spec_json: string;
  spec_text: string;
  price: number;
  original_price: number | null;
  cost_price: number | null;
  stock: number;
  code: string | null;
  weight_g: number | null;
  status: number;
  created_at: number;
  updated_at: number;
}

export interface AptitudeTable {
  id: Generated<number>;
  name: string;
  description: string;
}

export interface CategoryAptitudeTable {
  category_id: number;
  aptitude_id: number;
  required: number;
}

/** status: 1 审核中, 2 已通过, 3 已驳回; expired when expire_at is past. */
export interface CompanyAptitudeTable {
  id: Generated<number>;
  company_id: number;
  aptitude_id: number;
  status: number;
  cert_no: string | null;
  expire_at: number | null;
  created_at: number;
}

/** charge_type: 1 包邮, 2 按件, 3 按重量. */
export interface DeliveryTemplateTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  charge_type: number;
  first_fee: number;
  extra_fee: number;
  is_default: number;
  created_at: number;
  /** 0011: pieces (按件) or grams (按重量) in the first unit and in each additional unit. */
  first_unit: Generated<number>;
  extra_unit: Generated<number>;
  /** 0011: free shipping when the goods amount (fen) or the piece count reaches this; null when unused. */
  free_over_amount: number | null;
  free_over_count: number | null;
  updated_at: number | null;
}

/** brand_type 1/2/3, auth_type 1/2, status 0 审核中 1 通过 -1 驳回. */
export interface BrandTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  logo_url: string | null;
  brand_type: number;
  auth_type: number | null;
  trademark_no: string;
  trademark_urls_json: string;
  auth_urls_json: string;
  valid_from: number | null;
  valid_to: number | null;
  status: number;
  reason: string | null;
  created_at: number;
  updated_at: number;
  reviewed_at: number | null;
}

export interface CardBatchTable {
  id: Generated<number>;
  company_id: number;
  goods_id: number;
  name: string;
  valid_to: number | null;
  remark: string;
  created_at: number;
}

/** status: 0 未发放, 1 已发放, 2 已核销. */
export interface CardCodeTable {
  id: Generated<number>;
  company_id: number;
  batch_id: number;
  code: string;
  status: number;
  order_no: string | null;
  delivered_at: number | null;
  redeemed_at: number | null;
  created_at: number;
}

/** status: 1 待付款, 2 待发货, 3 已发货, 4 已完成, 5 已关闭; after_sale_status: 0 无, 1 售后中, 2 售后结束. */
export interface OrdersTable {
  id: Generated<number>;
  /** The referral code of the campus agent who brought the order (0016_school_employee); null when none. */
  referral_code?: string | null;
  company_id: number;
  order_no: string;
  status: number;
  after_sale_status: number;
  buyer_id: number;
  buyer_name: string;
  buyer_phone: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_address: string;
  school: string;
  campus: string;
  /** 1 快递配送, 2 校园配送, 3 到店自提. */
  delivery_type: number;
  goods_summary: string;
  item_count: number;
  goods_amount: number;
  freight_amount: number;
  discount_amount: number;
  paid_amount: number;
  buyer_remark: string | null;
  merchant_remark: string | null;
  close_reason: string | null;
  logistics_company: string | null;
  tracking_no: string | null;
  evaluated: number;
  ship_by_at: number | null;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  closed_at: number | null;
  updated_at: number;
}

/** A snapshot of the goods/SKU at purchase; goods_id/sku_id are kept for links only. */
export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  company_id: number;
  goods_id: number | null;
  sku_id: number | null;
  goods_name: string;
  spec_text: string;
  image: string | null;
  unit_price: number;
  quantity: number;
  line_amount: number;
  order_created_at: number;
}

/** Orders per (company, tab): tab 1-5 = status, 6 = after-sale in progress. Kept in the same transaction as changes. */
export interface OrderCounterTable {
  company_id: number;
  tab: number;
  n: number;
}

/** Raised by a trigger on every update or delete of the company's orders (migration 0005). */
export interface OrderListEpochTable {
  company_id: number;
  epoch: number;
}

export interface LogisticsEventTable {
  id: Generated<number>;
  order_id: number;
  time: number;
  status: string;
  description: string;
}

/** actor_type: 1 商家, 2 买家, 3 系统. */
export interface OrderLogTable {
  id: Generated<number>;
  order_id: number;
  company_id: number;
  actor_type: number;
  actor_name: string;
  action: string;
  detail: string;
  created_at: number;
}

export interface EvaluationTable {
  id: Generated<number>;
  company_id: number;
  order_id: number;
  order_line_id: number;
  goods_id: number | null;
  goods_name: string;
  spec_text: string;
  buyer_nick: string;
  rating: number;
  content: string;
  images: string;
  has_images: number;
  reply: string | null;
  reply_user_id: number | null;
  replied_at: number | null;
  reply_updated_at: number | null;
  report_status: number;
  report_reason: string | null;
  reported_at: number | null;
  created_at: number;
}

/** status: 0 排队中, 1 导出中, 2 已完成, 3 失败. content: the .xlsx bytes (stored in the database: stateless servers). */
export interface OrderExportJobTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  filter: string;
  reveal: number;
  status: number;
  total: number;
  done: number;
  file_name: string;
  content: Buffer | null;
  error: string | null;
  created_at: number;
  finished_at: number | null;
}

export interface Database extends PlatformTables, FinanceLedgerTables, FinanceOpsTables, EventTables, CompanyTables, ShopSettingTables, AfterSaleTables, CustomerServiceTables, OpenErpTables, ContentTables, SchoolEmployeeTables, TaskPackageTables, ActivityTables, SanchuangTables, RemoteTaskTables, CertificateTables {
  company: CompanyTable;
  role: RoleTable;
  role_key: RoleKeyTable;
  user_role: UserRoleTable;
  merchant_user: UserTable;
  session: SessionTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  login_attempt: LoginAttemptTable;
  audit_log: AuditLogTable;
  category: CategoryTable;
  goods: GoodsTable;
  goods_sku: GoodsSkuTable;
  company_verify: CompanyVerifyTable;
  feedback: FeedbackTable;
  aptitude: AptitudeTable;
  category_aptitude: CategoryAptitudeTable;
  company_aptitude: CompanyAptitudeTable;
  delivery_template: DeliveryTemplateTable;
  brand: BrandTable;
  card_batch: CardBatchTable;
  card_code: CardCodeTable;
  orders: OrdersTable;
  order_line: OrderLineTable;
  order_counter: OrderCounterTable;
  order_list_epoch: OrderListEpochTable;
  logistics_event: LogisticsEventTable;
  order_log: OrderLogTable;
  evaluation: EvaluationTable;
  order_export_job: OrderExportJobTable;
}

// ------------------------------------------------------------------ onboarding (0002) ----
/** One row per company: the draft being edited and the last submitted form. */
export interface CompanyVerifyTable {
  company_id: number;
  draft_json: string | null;
  form_json: string | null;
  updated_at: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number | null;
  type: number;
  content: string;
  images_json: string;
  contact: string | null;
  /** 0 new, 1 handled by the platform. */
  status: number;
  ip: string | null;
  created_at: number;
}
