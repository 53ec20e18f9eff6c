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

describe('SEED_DEMO', () => {
  it('seeds the demo unless turned off', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
    for (const off of ['0', 'false', 'FALSE', ' off ', 'no']) expect(loadConfig({ SEED_DEMO: off }).seedDemo).toBe(false);
  });
});
