/** A seedable random source: the simulator, the planner's tests and benchmarks draw from it. */
export type Random = () => number;

/** mulberry32 (the seeds' own PRNG): small, seedable, reproducible. */
export function prng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
