
/**
 * platform 平台、rule 规则、activity 活动、system 系统
 */
export type ContentAnnounceDetailCategory = typeof ContentAnnounceDetailCategory[keyof typeof ContentAnnounceDetailCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentAnnounceDetailCategory = {
  platform: 'platform',
  rule: 'rule',
  activity: 'activity',
  system: 'system',
} as const;
