
/**
 * H5 触屏设备；UNKNOWN 其他（缺省）
 */
export type XTerminalParameter = typeof XTerminalParameter[keyof typeof XTerminalParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const XTerminalParameter = {
  H5: 'H5',
  UNKNOWN: 'UNKNOWN',
} as const;
