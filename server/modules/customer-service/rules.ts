/**
 * The rules of a reception flow (接待流程), pure: the server routes with them, the editor's preview answers with them.
 * Times are China time (UTC+8), whatever the server's time zone.
 */
export type Routing = 'roundRobin' | 'leastBusy' | 'category';

export interface KeywordReply {
  keyword: string;
  reply: string;
}

export interface FlowConfig {
  welcome: string;
  /** Weekdays 1 (Monday) … 7 (Sunday). */
  workDays: number[];
  /** Minutes after China midnight: start 0…1439, end 1…1440 (24:00), start < end. */
  startMinute: number;
  endMinute: number;
  offHoursReply: string;
  routing: Routing;
  /** Buyers waiting at most; 0 = no queue (a buyer who finds every agent busy is told so and the chat ends). */
  queueLimit: number;
  /** Sent when a buyer joins the queue; {n} is their position. */
  queueReply: string;
  queueFullReply: string;
  keywordReplies: KeywordReply[];
}

export const DEFAULT_FLOW: FlowConfig = {
  welcome: '您好，欢迎光临！请问有什么可以帮您？',
  workDays: [1, 2, 3, 4, 5, 6, 7],
  startMinute: 9 * 60,
  endMinute: 22 * 60,
  offHoursReply: '您好，现在是非工作时间（客服工作时间 09:00–22:00），您的留言我们会在上班后第一时间回复。',
  routing: 'leastBusy',
  queueLimit: 20,
  queueReply: '当前咨询人数较多，您前面还有 {n} 位，请稍候。',
  queueFullReply: '抱歉，当前咨询人数已满，请稍后再来。',
  keywordReplies: [],
};

export const ROUTING_LABEL: Record<Routing, string> = { roundRobin: '轮流分配', leastBusy: '优先分配给接待最少的客服', category: '按商品类目分配' };

const CHINA_OFFSET = 8 * 3600_000;
const DAY = 24 * 3600_000;

export function chinaClock(at: number): { weekday: number; minute: number } {
  const d = new Date(at + CHINA_OFFSET);
  const weekday = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
  return { weekday, minute: Math.floor(((at + CHINA_OFFSET) % DAY) / 60_000) };
}

export function inBusinessHours(cfg: Pick<FlowConfig, 'workDays' | 'startMinute' | 'endMinute'>, at: number): boolean {
  const { weekday, minute } = chinaClock(at);
  return cfg.workDays.includes(weekday) && minute >= cfg.startMinute && minute < cfg.endMinute;
}

export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The first keyword the text contains (case-insensitive), in the order the merchant listed them. */
export function keywordReply(cfg: Pick<FlowConfig, 'keywordReplies'>, text: string): KeywordReply | null {
  const t = text.toLowerCase();
  return cfg.keywordReplies.find((k) => k.keyword && t.includes(k.keyword.toLowerCase())) ?? null;
}

/** Refuses a flow that cannot work, in Chinese; null when it is fine. */
export function flowProblem(cfg: FlowConfig): string | null {
  if (!cfg.welcome.trim()) return '请填写欢迎语';
  if (cfg.workDays.length === 0) return '请至少选择一个工作日';
  if (new Set(cfg.workDays).size !== cfg.workDays.length) return '工作日有重复';
  if (cfg.startMinute >= cfg.endMinute) return '工作时间的开始须早于结束';
  if (!cfg.offHoursReply.trim()) return '请填写非工作时间回复';
  if (cfg.queueLimit > 0 && !cfg.queueReply.trim()) return '请填写排队提示';
  if (!cfg.queueFullReply.trim()) return '请填写排队已满提示';
  const seen = new Set<string>();
  for (const k of cfg.keywordReplies) {
    const key = k.keyword.trim().toLowerCase();
    if (!key) return '关键词不能为空';
    if (!k.reply.trim()) return `请填写关键词「${k.keyword}」的回复`;
    if (seen.has(key)) return `关键词「${k.keyword}」重复`;
    seen.add(key);
  }
  return null;
}

export interface AgentLoad {
  userId: number;
  online: boolean;
  maxConcurrent: number;
  load: number;
  lastAssignedAt: number;
  categoryIds: number[];
  /** An enabled member who holds the inbox keys (or the owner): only they are given conversations. */
  canServe: boolean;
}

/**
 * Who takes a new conversation: online agents below their limit who can serve (an agent whose role lost the inbox keys
 * is skipped); by category, those serving the goods' top category
 * first (any free agent when none does); round robin, the one waiting longest since their last assignment; least
 * busy, the fewest open conversations, then the one waiting longest. Null: everyone is busy or offline.
 */
export function chooseAgent(routing: Routing, agents: AgentLoad[], categoryId: number | null): AgentLoad | null {
  let free = agents.filter((a) => a.online && a.canServe && a.load < a.maxConcurrent);
  if (free.length === 0) return null;
  if (routing === 'category' && categoryId !== null) {
    const skilled = free.filter((a) => a.categoryIds.includes(categoryId));
    if (skilled.length) free = skilled;
  }
  const byWait = (a: AgentLoad, b: AgentLoad) => a.lastAssignedAt - b.lastAssignedAt || a.userId - b.userId;
  if (routing === 'roundRobin') return [...free].sort(byWait)[0]!;
  return [...free].sort((a, b) => a.load - b.load || byWait(a, b))[0]!;
}

export type PreviewOutcome = 'assigned' | 'queued' | 'queueFull' | 'offHours';

/** What a buyer sees when opening a chat with this flow: the automatic messages, in order. */
export function previewReplies(
  cfg: FlowConfig,
  input: { text: string; at: number; freeAgents: number; queued: number; agentName?: string },
): { outcome: PreviewOutcome; messages: string[] } {
  const messages = [cfg.welcome];
  const kw = keywordReply(cfg, input.text);
  if (!inBusinessHours(cfg, input.at)) {
    messages.push(cfg.offHoursReply);
    if (kw) messages.push(kw.reply);
    return { outcome: 'offHours', messages };
  }
  if (kw) messages.push(kw.reply);
  if (input.freeAgents > 0) {
    messages.push(`客服「${input.agentName ?? '客服'}」为您服务`);
    return { outcome: 'assigned', messages };
  }
  if (input.queued < cfg.queueLimit) {
    messages.push(cfg.queueReply.replaceAll('{n}', String(input.queued)));
    return { outcome: 'queued', messages };
  }
  messages.push(cfg.queueFullReply);
  return { outcome: 'queueFull', messages };
}
