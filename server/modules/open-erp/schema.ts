import type { Generated } from 'kysely';

/** Tables of the ERP open platform (migration 0017_open_erp; column meanings there). */
export interface ErpAppTable {
  id: Generated<number>;
  kind: number;
  company_id: number | null;
  vendor: string;
  app_key: string;
  app_secret: string;
  scopes: string;
  rate_per_min: number;
  status: number;
  created_at: number;
  revoked_at: number | null;
}

export interface ErpAuthRequestTable {
  id: Generated<number>;
  vendor: string;
  state: string;
  code: string;
  scopes: string;
  vendor_shop_id: string | null;
  company_id: number | null;
  app_id: number | null;
  status: number;
  created_at: number;
  expire_at: number;
  confirmed_at: number | null;
}

export interface ErpAuthTable {
  company_id: number;
  vendor: string;
  auth_status: number;
  vendor_shop_id: string | null;
  vendor_shop_name: string | null;
  authorized_at: number | null;
  expire_at: number | null;
  fail_reason: string | null;
  updated_at: number;
}

export interface ErpShopConfigTable {
  company_id: number;
  vendor: string | null;
  sync_goods: number;
  sync_stock: number;
  sync_orders: number;
  sync_after_sale: number;
  warehouse_code: string | null;
  stock_sync_mode: number;
  order_push_delay_minutes: number;
  last_sync_at: number | null;
  updated_at: number | null;
}

export interface ErpAbutmentTable {
  id: Generated<number>;
  company_id: number;
  abutment_type: number;
  vendor: string | null;
  partner: string | null;
  status: number;
  form_id: number | null;
  contact_name: string;
  contact_phone: string;
  reject_reason: string | null;
  applied_at: number;
  confirmed_at: number | null;
  updated_at: number;
}

export interface ErpFormTable {
  id: Generated<number>;
  company_id: number;
  form_no: string;
  abutment_type: number;
  vendor: string | null;
  partner: string | null;
  status: number;
  abutment_id: number | null;
  vendor_shop_id: string | null;
  contact_name: string;
  contact_phone: string;
  remark: string | null;
  reply: string | null;
  created_at: number;
  updated_at: number;
}

export interface ErpFormLogTable {
  id: Generated<number>;
  form_id: number;
  company_id: number;
  status: number;
  operator: string;
  remark: string | null;
  at: number;
}

export interface ErpNonceTable {
  app_id: number;
  nonce: string;
  at: number;
}

export interface ErpRateTable {
  app_id: number;
  window_start: number;
  n: number;
}

/** One row (id 1): moves on whenever an app or a shop's switches change (migration 0030_open_erp_speed). */
export interface ErpAppVersionTable {
  id: number;
  v: number;
}

export interface ErpCallLogTable {
  id: Generated<number>;
  company_id: number;
  app_id: number | null;
  api: string;
  msg: string;
  at: number;
}

export interface ErpSkuCodeTable {
  company_id: number;
  code: string;
  at: number;
}

export interface OpenErpTables {
  erp_app: ErpAppTable;
  erp_auth_request: ErpAuthRequestTable;
  erp_auth: ErpAuthTable;
  erp_shop_config: ErpShopConfigTable;
  erp_abutment: ErpAbutmentTable;
  erp_form: ErpFormTable;
  erp_form_log: ErpFormLogTable;
  erp_nonce: ErpNonceTable;
  erp_rate: ErpRateTable;
  erp_app_version: ErpAppVersionTable;
  erp_call_log: ErpCallLogTable;
  erp_sku_code: ErpSkuCodeTable;
}
