import type { HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';

export const remoteTaskHandlers: HandlerMap = {
  jobWhiteList: async (ctx) => ({ inWhitelist: requireAuth(ctx).company.in_job_whitelist === 1 }),
};
