
/**
 * platform 平台、rule 规则、activity 活动、system 系统
 */
export type ContentAnnounceCategory = typeof ContentAnnounceCategory[keyof typeof ContentAnnounceCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentAnnounceCategory = {
  platform: 'platform',
  rule: 'rule',
  activity: 'activity',
  system: 'system',
} as const;
