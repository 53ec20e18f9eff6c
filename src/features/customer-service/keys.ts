/** Query keys of the customer-service operations (prefixes: invalidating one refetches every variant). */
export const CS_KEYS = {
  conversations: ['/xm-merchant/cs/conversation/list'],
  detail: ['/xm-merchant/cs/conversation/detail'],
  todo: ['/xm-merchant/cs/todo/count'],
  agents: ['/xm-merchant/cs/agent/list'],
  flows: ['/xm-merchant/cs/flow/list'],
  flow: ['/xm-merchant/cs/flow/detail'],
} as const;

export const CONVERSATION_TABS = [
  { value: 'mine', label: '我接待的' },
  { value: 'queued', label: '排队中' },
  { value: 'all', label: '全部进行中' },
  { value: 'closed', label: '已结束' },
] as const;

export const ROUTING_OPTIONS = [
  { value: 'leastBusy', label: '优先分配给接待最少的客服' },
  { value: 'roundRobin', label: '轮流分配' },
  { value: 'category', label: '按商品类目分配给擅长的客服' },
] as const;

export const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
