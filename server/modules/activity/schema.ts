import type { RoadshowTables } from './roadshow-schema.ts';
import type { Generated } from 'kysely';

/** Tables of the marketing area (migration 0015_marketing; column meanings there). */
export interface MkCouponTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  type: number;
  threshold: number;
  face_value: number;
  rate_bp: number;
  max_off: number | null;
  total: number;
  claimed: Generated<number>;
  used: Generated<number>;
  per_buyer_limit: number;
  claim_start: number;
  claim_end: number;
  valid_kind: number;
  valid_start: number | null;
  valid_end: number | null;
  valid_days: number | null;
  scope: number;
  goods_ids_json: string;
  audience: number;
  shop_share_bp: number;
  stopped_at: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface MkCouponClaimTable {
  id: Generated<number>;
  coupon_id: number;
  company_id: number;
  buyer_id: number;
  status: number;
  valid_from: number;
  valid_to: number;
  claimed_at: number;
  used_at: number | null;
  order_id: number | null;
  discount: Generated<number>;
}

export interface MkCouponDailyTable {
  coupon_id: number;
  day: string;
  company_id: number;
  claimed: Generated<number>;
  used: Generated<number>;
  paid_amount: Generated<number>;
  cost: Generated<number>;
  shop_cost: Generated<number>;
}

export interface MkFullReductionTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  tiers_json: string;
  free_shipping: number;
  scope: number;
  start_at: number;
  end_at: number;
  stopped_at: number | null;
  orders: Generated<number>;
  discount_total: Generated<number>;
  paid_total: Generated<number>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface MkFullReductionGoodsTable {
  full_reduction_id: number;
  company_id: number;
  goods_id: number;
}

export interface MkActivityTable {
  id: Generated<number>;
  type: number;
  name: string;
  description: string;
  signup_start: number;
  signup_end: number;
  start_at: number;
  end_at: number;
  rules_json: string;
  platform_share_bp: number;
  created_at: number;
}

export interface MkActivityEntryTable {
  id: Generated<number>;
  activity_id: number;
  company_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  spec_text: string;
  goods_price: number;
  activity_price: number;
  stock: number;
  sold: Generated<number>;
  per_buyer_limit: number;
  extra_json: Generated<string>;
  status: number;
  review_note: string | null;
  reviewed_at: number | null;
  created_at: number;
  /** When what was left of the activity stock went back to the goods stock (rejected, withdrawn, activity ended); null: still reserved. */
  released_at: Generated<number | null>;
}

export interface MkOrderDiscountTable {
  id: Generated<number>;
  order_id: number;
  company_id: number;
  kind: number;
  source_id: number;
  amount: number;
  shop_amount: number;
  platform_amount: number;
  paid_at: number;
}

/** One order line bought at an activity price (migration 0029_activity_stock). */
export interface MkOrderActivityLineTable {
  id: Generated<number>;
  order_id: number;
  company_id: number;
  activity_id: number;
  entry_id: number;
  buyer_id: number;
  goods_id: number;
  sku_id: number;
  quantity: number;
  /** The line's activity discount (fen) and its shop and platform parts. */
  discount: number;
  shop_amount: number;
  platform_amount: number;
  /** What the buyer paid for the line after every discount (fen). */
  paid_amount: number;
  paid_at: number;
}

/** A campus group (校园团) of an entry (migration 0033_campus_group; column meanings there). */
export interface MkGroupTable {
  id: Generated<number>;
  company_id: number;
  activity_id: number;
  entry_id: number;
  goods_id: number;
  sku_id: number;
  leader_order_id: number;
  school: string;
  campus: string;
  size: number;
  members: number;
  filled: Generated<number>;
  auto_fill: number;
  /** 1 拼团中, 2 已成团, 3 未成团已退款. */
  state: number;
  opened_at: number;
  last_joined_at: number;
  deadline_at: number;
  done_at: number | null;
  refunded_amount: Generated<number>;
}

export interface MkGroupMemberTable {
  id: Generated<number>;
  group_id: number;
  order_id: number;
  company_id: number;
  buyer_id: number;
  paid_amount: number;
  refunded_amount: Generated<number>;
  joined_at: number;
}

export interface ActivityTables extends RoadshowTables {
  mk_group: MkGroupTable;
  mk_group_member: MkGroupMemberTable;
  mk_coupon: MkCouponTable;
  mk_coupon_claim: MkCouponClaimTable;
  mk_coupon_daily: MkCouponDailyTable;
  mk_full_reduction: MkFullReductionTable;
  mk_full_reduction_goods: MkFullReductionGoodsTable;
  mk_activity: MkActivityTable;
  mk_activity_entry: MkActivityEntryTable;
  mk_order_discount: MkOrderDiscountTable;
  mk_order_activity_line: MkOrderActivityLineTable;
}
