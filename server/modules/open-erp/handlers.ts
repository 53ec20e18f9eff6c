import type { HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';

export const openErpHandlers: HandlerMap = {
  erpInWhitelist: async (ctx) => ({ inWhitelist: requireAuth(ctx).company.in_erp_whitelist === 1 }),
  erpInInventoryWhitelist: async (ctx) => ({ inWhitelist: requireAuth(ctx).company.in_inventory_whitelist === 1 }),
};
