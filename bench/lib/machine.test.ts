import { describe, expect, it } from 'vitest';
import { measureMachine, referenceWorkload } from './machine.ts';

describe('machine reference workload', () => {
  it('does the same work in every run, so its time can be compared between runs and machines', () => {
    // Changing the workload makes earlier figures incomparable: this checksum pins it.
    expect(referenceWorkload()).toBe(referenceWorkload());
    expect(referenceWorkload()).toMatchInlineSnapshot(`605785162`);
    expect(referenceWorkload(100)).not.toBe(referenceWorkload(101));
  });

  it('reports the median of the timed runs', () => {
    const m = measureMachine(3);
    expect(m.runsMs).toHaveLength(3);
    expect(m.runsMs.every((v) => v > 0)).toBe(true);
    const sorted = [...m.runsMs].sort((a, b) => a - b);
    expect(m.medianMs).toBe(sorted[1]);
  });
});
