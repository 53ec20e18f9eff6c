import { defineArea } from '../../platform/area.ts';
import { contentHandlers } from './handlers.ts';
import { feedbackHandlers } from './feedback-handlers.ts';
import { messagesJob } from './index.ts';
import { seedDemo } from './seed.ts';

/** 规则中心、帮助中心、平台公告、站内信、意见反馈（docs/content.md）. */
export const contentArea = defineArea({
  name: 'content',
  handlers: { ...contentHandlers, ...feedbackHandlers },
  jobs: [messagesJob],
  // Every member; each refetches only their own messages.
  liveKinds: [{ kind: 'message.', keys: [] }],
  seed: { seedDemo },
  tables: ['content_message', 'content_cursor', 'announcement', 'announcement_read', 'rule_doc', 'rule_version', 'help_article', 'help_vote', 'feedback'],
});
