/** Agent states (SeAgentState): 1 已报名 … 6 未录用, with the tag colours (AA on white via the theme's tag palette). */
export const AGENT_STATES: { state: number; text: string; color: string }[] = [
  { state: 1, text: '已报名', color: 'blue' },
  { state: 2, text: '面试中', color: 'cyan' },
  { state: 3, text: '已发录用', color: 'gold' },
  { state: 4, text: '在岗', color: 'green' },
  { state: 5, text: '已离任', color: 'default' },
  { state: 6, text: '未录用', color: 'red' },
];
export const stateColor = (s: number) => AGENT_STATES.find((x) => x.state === s)?.color ?? 'default';
export const PHASE_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'default' };
export const ACTION_LABEL: Record<string, string> = { accept: '通过报名', reject: '不录用', offer: '发录用通知', end: '结束任职' };
export const PAGE_SIZE = 20;
export const HANDLE = ['agent.recruit.list', 'agent.recruit.handle'];
export const EDIT_POST = ['agent.recruit.page', 'agent.recruit.edit'];
export const CLOSE_POST = ['agent.recruit.page', 'agent.recruit.close'];
