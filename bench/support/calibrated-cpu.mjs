// The CPU slowdown that makes this machine a mid-tier phone, as Lighthouse's throttling guide
// calibrates it: the mobile preset's 4x moves a machine of benchmark index about 1,900 into that
// bracket, so a faster machine needs proportionally more and a slower one less.
// `BENCH_CPU_MULTIPLIER` overrides the calibration (to compare with a run at a fixed value).
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

const REFERENCE_INDEX = 1900;
const REFERENCE_MULTIPLIER = 4;
// A freshly started Chromium reads low, and so does a run that meets another process: one run
// warms up uncounted and the median of seven discards the outliers.
const WARM_UP_RUNS = 1;
const CALIBRATION_RUNS = 7;

/** Lighthouse's mobile preset with the given CPU slowdown. */
export function mobileThrottling(cpuSlowdownMultiplier) {
  return { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier };
}

/**
 * This machine's benchmark index (the median of a few light Lighthouse runs of `url`) and the
 * multiplier it calls for, to one decimal.
 */
export async function calibrateCpu(port, url) {
  const indexes = [];
  for (let run = 0; run < WARM_UP_RUNS + CALIBRATION_RUNS; run += 1) {
    const { lhr } = await lighthouse(url, { port, logLevel: 'error', onlyAudits: ['viewport'] });
    if (run >= WARM_UP_RUNS && typeof lhr.environment?.benchmarkIndex === 'number') {
      indexes.push(lhr.environment.benchmarkIndex);
    }
  }
  if (indexes.length === 0) throw new Error('Lighthouse reported no benchmark index to calibrate with');
  const index = Math.round(indexes.toSorted((a, b) => a - b)[Math.floor((indexes.length - 1) / 2)]);
  const fixed = process.env.BENCH_CPU_MULTIPLIER;
  const multiplier = fixed ? Number(fixed) : Math.round((REFERENCE_MULTIPLIER * index * 10) / REFERENCE_INDEX) / 10;
  if (!(multiplier > 0)) throw new Error(`BENCH_CPU_MULTIPLIER must be a positive number, not "${fixed}"`);
  return { index, multiplier, calibrated: !fixed };
}
