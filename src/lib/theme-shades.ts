import { generate } from '@ant-design/colors';

// Shades of the merchant's primary colour that text can use (WCAG 2.1 AA, 1.4.3). Shared by antd's theme
// (src/app/antd-theme.ts) and by the pages drawn without antd (the login page), so both show the same colours.

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for normal text. */
export const AA_TEXT = 4.5;
/** The page background of the layout (antd's colorBgLayout): text shades must also pass on it. */
const LAYOUT_BG = '#f5f5f5';

/**
 * Shades of `primary`'s antd palette for text and filled states: `text` is the first one, from the brand colour on,
 * with 4.5:1 against white and against the layout background; `hover` and `active` are the next two.
 */
export function accessibleShades(primary: string): { text: string; hover: string; active: string } {
  const palette = generate(primary);
  let i = palette.findIndex((c, idx) => idx >= 5 && contrastRatio(c, '#ffffff') >= AA_TEXT && contrastRatio(c, LAYOUT_BG) >= AA_TEXT);
  if (i < 0) i = 9;
  return { text: palette[i]!, hover: palette[Math.min(i + 1, 9)]!, active: palette[Math.min(i + 2, 9)]! };
}

