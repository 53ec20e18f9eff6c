import type { Generated } from 'kysely';

/** Table shapes of migration 0011_shop_setting (codes in the migration's comment). Fees fen, times ms epoch. */
export interface DeliveryTemplateRuleTable {
  id: Generated<number>;
  template_id: number;
  company_id: number;
  /** 1 地区, 2 校园配送区 */
  kind: number;
  /** JSON list: region codes (kind 1) or campus_place ids (kind 2). */
  codes_json: string;
  first_unit: number;
  first_fee: number;
  extra_unit: number;
  extra_fee: number;
  /** JSON [{start:'HH:mm', end:'HH:mm'}], campus zones only. */
  slots_json: Generated<string>;
  sort: Generated<number>;
}

/** level 1 学校, 2 校区, 3 宿舍楼. */
export interface CampusPlaceTable {
  id: number;
  parent_id: number;
  level: number;
  name: string;
  region_code: string | null;
  sort: Generated<number>;
}

export interface ShopProfileTable {
  company_id: number;
  logo_url: string | null;
  intro: Generated<string>;
  service_phone: string | null;
  /** JSON [{days:[1..7], start:'HH:mm', end:'HH:mm'}] */
  business_hours_json: Generated<string>;
  /** JSON {regionCode, address, contact, phone} or null. */
  ship_from_json: string | null;
  ship_promise_hours: Generated<number>;
  updated_at: number;
}

/** status 1 生效, 0 已撤销. */
export interface ShopDelayTable {
  id: Generated<number>;
  company_id: number;
  reason: string;
  start_at: number;
  end_at: number;
  status: number;
  created_by: number | null;
  created_at: number;
  cancelled_at: number | null;
}

/** status 1 正常, 0 已下线. */
export interface ShopAnnouncementTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  content: string;
  start_at: number;
  end_at: number | null;
  status: number;
  created_at: number;
  updated_at: number;
}

export interface ShopTrademarkTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  reg_no: string;
  class_no: number;
  holder: string;
  valid_from: number;
  valid_to: number;
  doc_urls_json: string;
  brand_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface ShopSettingTables {
  delivery_template_rule: DeliveryTemplateRuleTable;
  campus_place: CampusPlaceTable;
  shop_profile: ShopProfileTable;
  shop_delay: ShopDelayTable;
  shop_announcement: ShopAnnouncementTable;
  shop_trademark: ShopTrademarkTable;
}
