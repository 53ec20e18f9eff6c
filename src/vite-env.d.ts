/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin (or path prefix) of the API; empty means same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** localStorage key of the access token; default ACCESS_TOKEN. */
  readonly VITE_TOKEN_STORAGE_KEY?: string;
  /** Value of the x-channel header; default 'default'. */
  readonly VITE_X_CHANNEL?: string;
  /** Tracking (log-service) endpoint. */
  readonly VITE_TRACK_URL?: string;
  /** Error-reporting DSN; reporting is off when empty. */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** antd's component stylesheet generated at build time (scripts/antd-static-css.ts). */
declare module 'virtual:antd.css';
