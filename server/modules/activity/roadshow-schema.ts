import type { Generated } from 'kysely';

/** Campus roadshow tables (migration 0024_roadshow; docs/activity.md). */
export interface MkRoadshowTable {
  id: Generated<number>;
  name: string;
  school: string;
  city: string;
  venue: string;
  description: string;
  booth_fee: number;
  signup_start: number;
  signup_end: number;
  start_at: number;
  end_at: number;
  created_at: number;
}

export interface MkRoadshowSlotTable {
  id: Generated<number>;
  roadshow_id: number;
  label: string;
  start_at: number;
  end_at: number;
  places: number;
  taken: Generated<number>;
}

export interface MkRoadshowApplicationTable {
  id: Generated<number>;
  company_id: number;
  roadshow_id: number;
  slot_id: number;
  application_no: string;
  goods_json: string;
  contact_name: string;
  contact_phone: string;
  remark: string | null;
  fee: number;
  status: number;
  active_key: string | null;
  review_note: string | null;
  reviewed_at: number | null;
  cancelled_at: number | null;
  refunded: Generated<number>;
  visitors: number | null;
  leads: number | null;
  orders: number | null;
  result_note: string | null;
  result_at: number | null;
  created_at: number;
}

export interface RoadshowTables {
  mk_roadshow: MkRoadshowTable;
  mk_roadshow_slot: MkRoadshowSlotTable;
  mk_roadshow_application: MkRoadshowApplicationTable;
}
