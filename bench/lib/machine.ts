/**
 * How fast this machine is right now, as one fixed JavaScript workload timed in this process.
 *
 * Every timing figure of `npm run bench` is a figure of the machine as much as of the product: the same commit gives
 * a login p50 of 13.8 ms on one 2-core VM and 25 ms on another. This workload does not change between commits (a unit
 * test pins its checksum), so its time tells how to read the other figures of the same run: when it takes 1.8 times
 * as long as on a quiet machine, expect every timing to take about 1.8 times as long.
 * It is close to what the server and the browser do with an order list: build records, JSON round trip, sort,
 * format strings.
 */
import { median } from './stats.ts';

/** The workload: 20,000 order-like records through a JSON round trip, a sort and string hashing. Returns a checksum. */
export function referenceWorkload(n = 20_000): number {
  const orders = Array.from({ length: n }, (_, i) => ({
    orderId: i,
    orderNo: String(100_000_000_000_000 + i * 7919),
    paidAmount: (i * 2_654_435_761) % 100_000,
    school: `学校 ${i % 97}`,
    createdAt: 1_700_000_000_000 + i * 60_000,
  }));
  const back = JSON.parse(JSON.stringify(orders)) as typeof orders;
  back.sort((a, b) => a.paidAmount - b.paidAmount || a.orderId - b.orderId);
  let h = 0;
  for (const o of back) {
    const s = `${o.orderNo}|${o.school}|${(o.paidAmount / 100).toFixed(2)}|${o.createdAt}`;
    for (let k = 0; k < s.length; k++) h = (Math.imul(h, 31) + s.charCodeAt(k)) | 0;
  }
  return h >>> 0;
}

/** Median milliseconds of `runs` timed runs of the workload, after one untimed warm-up run. */
export function measureMachine(runs = 7): { medianMs: number; runsMs: number[] } {
  referenceWorkload();
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    referenceWorkload();
    runsMs.push(performance.now() - t);
  }
  return { medianMs: median(runsMs), runsMs };
}
