import { accessibleShades } from '../lib/theme-shades';
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

/** The brand colour (spec §9). */
export const DEFAULT_PRIMARY = '#1890FF';


// ---------------------------------------------------------------------------------------------------------------
// Colour contrast (WCAG 2.1 AA, 1.4.3: 4.5:1 for text). The brand colour stays the merchant's primary colour
// (#1890FF by default, spec §9): borders, focus rings, checkboxes, switches, the tab ink bar, the progress bar. Text
// and filled active states in that colour (links, the selected tab, the selected menu item, primary buttons) take the
// first darker shade of the same antd palette that reaches 4.5:1 with white; hover and pressed go one and two shades
// darker still. antd's defaults for secondary text (#8c8c8c, 3.36:1), placeholders (#bfbfbf) and the light tag
// colours (-7 shades on -1 backgrounds, 3.3–3.5:1) are darkened here, once, for every page.

export { contrastRatio, AA_TEXT, accessibleShades } from '../lib/theme-shades';

/** Secondary text (descriptions, helper text, labels of descriptions, breadcrumbs): #6b6b6b on white, 5.3:1. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.58)';

/**
 * Darker -7 shades of antd's preset palettes (the text colour of light tags) where the default -7 has less than
 * 4.5:1 on its -1 background. Each is the palette's own -8 (gold and lime: -8 and -9).
 */
const TAG_TEXT_7 = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  lime: '#3f6600',
  magenta: '#9e1068',
  pink: '#9e1068',
  yellow: '#ad8b00',
} as const;
/** Both spellings of the palette tokens: antd reads `green7`, its CSS variable comes from `green-7`. */
const TAG_TEXT = Object.fromEntries(Object.entries(TAG_TEXT_7).flatMap(([k, v]) => [[`${k}7`, v], [`${k}-7`, v]]));

/** The theme tokens that make text meet AA for a primary colour. Used at build time and at run time. */
export function accessibleTheme(primary: string) {
  const shade = accessibleShades(primary);
  return {
    token: {
      ...SCREEN_TOKENS,
      colorPrimary: primary,
      colorLink: shade.text,
      colorLinkHover: shade.hover,
      colorLinkActive: shade.active,
      colorPrimaryText: shade.text,
      colorPrimaryTextHover: shade.hover,
      colorPrimaryTextActive: shade.active,
      // Status colours whose text sits on their own light background (tags, alerts' text links, form errors).
      colorInfo: shade.text,
      colorSuccess: '#237804',
      colorError: '#cf1322',
      colorWarning: '#ad6800',
      // The darker status seeds above would darken the backgrounds antd derives from them (a warning alert turned
      // beige, and a link on it fell to 4.07:1): the light backgrounds and borders stay antd's own (the info ones,
      // derived from the primary's text shade, are already light).
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      colorTextTertiary: SECONDARY_TEXT,
      colorTextDescription: SECONDARY_TEXT,
      colorTextPlaceholder: SECONDARY_TEXT,
      ...TAG_TEXT,
    },
    components: {
      // Filled primary buttons: white text on the text shade (5.0:1 for #1890FF), darker on hover and press.
      Button: { colorPrimary: shade.text, colorPrimaryHover: shade.hover, colorPrimaryActive: shade.active },
      Menu: { darkItemSelectedBg: shade.text, itemSelectedColor: shade.text, horizontalItemSelectedColor: shade.text },
      Tabs: { itemSelectedColor: shade.text, itemHoverColor: shade.hover, itemActiveColor: shade.active, inkBarColor: primary },
      Steps: { colorTextDescription: SECONDARY_TEXT },
      // The empty-table text is antd's disabled grey (#bfbfbf, 1.8:1): it is information, not a disabled control.
      Table: { colorTextDisabled: SECONDARY_TEXT },
      // The image preview's counter and toolbar sit on its translucent mask: white on a darker mask (7:1).
      Image: { colorBgMask: 'rgba(0, 0, 0, 0.65)', previewOperationColor: '#ffffff', previewOperationHoverColor: '#ffffff' },
    },
  };
}

/**
 * The part of antd's theme fixed at build time: the stylesheet antd's components use is generated from it once, by
 * scripts/antd-static-css.ts (`virtual:antd.css`), and the app runs antd in zero-runtime mode (no CSS generated in the
 * browser). Unhashed class names, so the build's selectors match the browser's whatever the version salt.
 * What a merchant changes (the primary colour) lives in antd's CSS variables, which antd still sets at run time.
 */
export const STATIC_THEME = { hashed: false, ...accessibleTheme(DEFAULT_PRIMARY) } as const;
