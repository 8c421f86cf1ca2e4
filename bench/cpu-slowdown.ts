/**
 * The CPU slowdown that makes this host behave like Lighthouse's mid-tier phone, from the host's
 * `benchmarkIndex` (the "CPU/Memory Power" of a report). Lighthouse's throttling guide (docs/throttling.md,
 * "Calibrating the CPU slowdown") points to its calculator, which interpolates between these points:
 * an index of 150 needs 1×, 800 needs 2×, 1,300 needs 3×, and each further 233 one more (1,533 is the
 * desktop the fixed 4× preset assumes). Below 150 the host is already a slow phone: no slowdown.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
