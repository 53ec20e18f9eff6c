import type { HandlerMap } from '../../lib/handler.ts';
import { brandHandlers } from './brands.ts';
import { cardHandlers } from './cards.ts';
import { goodsHandlers } from './goods.ts';

export const goodsModuleHandlers: HandlerMap = { ...goodsHandlers, ...cardHandlers, ...brandHandlers };
