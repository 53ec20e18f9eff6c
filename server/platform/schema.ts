import type { Generated } from 'kysely';

/**
 * The platform's own tables (not any business area's): the scheduler's `job` rows, the platform clock's offset,
 * telemetry (`track_event`) and uploaded files. The event outbox's table type lives with it in server/lib/events.ts.
 * server/db/schema.ts joins these with every area's tables into the one `Database` type.
 */
export interface PlatformClockTable {
  id: number;
  offset_ms: number;
  updated_at: number;
}

export interface JobTable {
  id: Generated<number>;
  kind: string;
  biz_key: string;
  payload: string;
  run_at: number;
  interval_ms: number | null;
  attempts: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  done_at: number | null;
  created_at: number;
}

export interface TrackEventTable {
  id: Generated<number>;
  session: string;
  os: string;
  app: string;
  device: string;
  type: number;
  content: string;
  app_name: string | null;
  first_menu_name: string | null;
  second_menu_name: string | null;
  ele_text: string | null;
  url: string | null;
  time: number;
  received_at: number;
}

/** An uploaded file; company_id null only for anonymous feedback screenshots. */
export interface UploadFileTable {
  id: string;
  company_id: number | null;
  user_id: number | null;
  scene: string;
  name: string;
  mime: string;
  ext: string;
  size: number;
  storage_key: string;
  sha256: string;
  ip: string | null;
  created_at: number;
}

export interface PlatformTables {
  platform_clock: PlatformClockTable;
  job: JobTable;
  track_event: TrackEventTable;
  upload_file: UploadFileTable;
}
