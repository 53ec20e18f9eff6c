import { BREAKPOINTS } from '../lib/constants';

/** antd's grid breakpoints aligned with spec §9 (sm 640, md 768, lg 1024, xl 1280, 2xl 1536). */
export const SCREEN_TOKENS = {
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenXLMax: BREAKPOINTS['2xl'] - 1,
  screenXXL: BREAKPOINTS['2xl'],
  screenXXLMin: BREAKPOINTS['2xl'],
};

/**
 * The part of antd's theme fixed at build time: the stylesheet antd's components use is generated from it once, by
 * scripts/antd-static-css.ts (`virtual:antd.css`), and the app runs antd in zero-runtime mode (no CSS generated in the
 * browser). Unhashed class names, so the build's selectors match the browser's whatever the version salt.
 * What a merchant changes (the primary colour) lives in antd's CSS variables, which antd still sets at run time.
 */
export const STATIC_THEME = { hashed: false, token: SCREEN_TOKENS } as const;
