import { defineArea } from '../../platform/area.ts';
import { overviewHandlers } from './handlers.ts';

/** 店铺概况（docs/overview.md）: reads the other areas' tables, owns none. */
export const overviewArea = defineArea({ name: 'overview', handlers: overviewHandlers, tables: [] });
