
/**
 * application 待处理报名；offer 即将过期的录用
 */
export type SeCenterTodosItemKind = typeof SeCenterTodosItemKind[keyof typeof SeCenterTodosItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeCenterTodosItemKind = {
  application: 'application',
  offer: 'offer',
} as const;
