/**
 * The platform: shared, non-business code every area may use (server/platform/{upload,track}, the scheduler, the
 * area manifest API; the clock, events and live channel in server/lib). Its operations are not an area's.
 */
import type { HandlerMap } from '../lib/handler.ts';
import { trackHandlers } from './track/handlers.ts';
import { uploadHandlers } from './upload/handlers.ts';

export const PLATFORM_HANDLERS: HandlerMap = { ...trackHandlers, ...uploadHandlers };
