import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, webConcurrency } from './config.ts';

describe('WEB_CONCURRENCY', () => {
  it('is one process unless asked otherwise', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(webConcurrency('')).toBe(1);
    expect(webConcurrency('0')).toBe(1);
    expect(webConcurrency('-2')).toBe(1);
    expect(webConcurrency('two')).toBe(1);
    expect(webConcurrency('1.5')).toBe(1);
  });
  it('takes a number of processes, or one per core with auto', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).workers).toBe(2);
    expect(webConcurrency('auto')).toBe(os.availableParallelism());
    expect(webConcurrency(' AUTO ')).toBe(os.availableParallelism());
    expect(webConcurrency('1000')).toBe(64);
  });
});
