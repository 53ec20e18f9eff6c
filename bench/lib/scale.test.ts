import { describe, expect, it } from 'vitest';
import { applyScale, machineScale, MAX_SCALE, QUIET_REFERENCE_MS } from './scale.ts';
import { formatResults } from '../run.ts';
import type { BenchEntry } from '../types.ts';

const entry = (e: Partial<BenchEntry>): BenchEntry => ({ name: 'x', value: 0, unit: 'ms', budget: null, ok: true, ...e });

describe('machine scale', () => {
  it('is the reference workload against the quiet machine, at least 1 and at most MAX_SCALE', () => {
    expect(machineScale(QUIET_REFERENCE_MS)).toEqual({ scale: 1, raw: 1, capped: false });
    expect(machineScale(QUIET_REFERENCE_MS * 1.8)).toEqual({ scale: 1.8, raw: 1.8, capped: false });
    expect(machineScale(QUIET_REFERENCE_MS / 2)).toEqual({ scale: 1, raw: 0.5, capped: false });
    expect(machineScale(QUIET_REFERENCE_MS * 4)).toEqual({ scale: MAX_SCALE, raw: 4, capped: true });
    expect(machineScale(Number.NaN).scale).toBe(1);
  });
});

describe('scaled budgets', () => {
  it('scales time budgets up and judges ok on the scaled budget', () => {
    const slow = entry({ value: 1.5, unit: 's', budget: 1.2, ok: false });
    expect(applyScale(slow, 1.5)).toMatchObject({ scale: 1.5, scaledBudget: 1.8, ok: true });
    expect(applyScale(slow, 1.2)).toMatchObject({ scaledBudget: 1.44, ok: false });
    expect(applyScale(entry({ value: 60, budget: 50, ok: false }), 1)).toMatchObject({ scaledBudget: 50, ok: false });
    // A timing that did not come out (NaN, negative) fails whatever the scale.
    expect(applyScale(entry({ value: Number.NaN, budget: 50, ok: false }), 2).ok).toBe(false);
    expect(applyScale(entry({ value: -1, budget: 50, ok: false }), 2).ok).toBe(false);
  });

  it('scales rate budgets down', () => {
    const rate = entry({ value: 8000, unit: 'events/s', budget: 10_000, ok: false });
    expect(applyScale(rate, 1.5)).toMatchObject({ scaledBudget: 6666.7, ok: true });
    expect(applyScale(rate, 1.1)).toMatchObject({ scaledBudget: 9090.9, ok: false });
  });

  it('leaves sizes, counts, booleans and figures without budget alone', () => {
    for (const e of [
      entry({ value: 300, unit: 'KB', budget: 200, ok: false }),
      entry({ value: 1, unit: 'bool', budget: 1 }),
      entry({ value: 3, unit: 'count', budget: 0, ok: false }),
      entry({ value: 0.1, unit: '', budget: 0.05, ok: false }),
      entry({ value: 80, unit: 'ms', budget: null }),
    ]) {
      expect(applyScale(e, 2)).toEqual(e);
    }
  });

  it('prints the raw budget, the scaled budget and the factor side by side', () => {
    const text = formatResults([applyScale(entry({ name: 'page: LCP /login', value: 1.3, unit: 's', budget: 1.2, ok: false }), 1.25), entry({ name: 'bundle', value: 120, unit: 'KB', budget: 200 })]);
    const [head, , lcp, bundle] = text.split('\n');
    expect(head).toMatch(/预算\s+缩放后预算\s+倍率\s+结果$/);
    expect(lcp).toMatch(/^page: LCP \/login\s+1\.3\s+s\s+1\.2\s+1\.5\s+×1\.25\s+✓$/);
    expect(bundle).toMatch(/^bundle\s+120\s+KB\s+200\s+—\s+✓$/);
  });
});
