
/**
 * accept 通过报名进入面试；reject 不录用；offer 发录用通知；end 结束任职
 */
export type SeAgentActionBodyAction = typeof SeAgentActionBodyAction[keyof typeof SeAgentActionBodyAction];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeAgentActionBodyAction = {
  accept: 'accept',
  reject: 'reject',
  offer: 'offer',
  end: 'end',
} as const;
