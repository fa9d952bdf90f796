import type { Histogram } from 'prom-client';
import { JobDurations } from './job-durations';
import { MetricsRegistry } from './metrics-registry';

describe('JobDurations', () => {
  const countOf = async (registry: MetricsRegistry, labels: Record<string, string>) => {
    const histogram = await (registry.getSingleMetric('atelier_job_duration_seconds') as Histogram).get();
    const count = histogram.values.find(
      (value) =>
        value.metricName === 'atelier_job_duration_seconds_count' &&
        Object.entries(labels).every(([key, label]) => value.labels[key] === label),
    );
    return count?.value ?? 0;
  };

  it('records a completed attempt and passes its result on', async () => {
    const registry = new MetricsRegistry();
    const durations = new JobDurations(registry);
    await expect(durations.time('pdf', async () => 'done')).resolves.toBe('done');
    expect(await countOf(registry, { queue: 'pdf', outcome: 'completed' })).toBe(1);
    expect(await countOf(registry, { queue: 'pdf', outcome: 'failed' })).toBe(0);
  });

  it('records a failed attempt and passes its error on', async () => {
    const registry = new MetricsRegistry();
    const durations = new JobDurations(registry);
    const error = new Error('Chromium is gone');
    await expect(durations.time('pdf', () => Promise.reject(error))).rejects.toBe(error);
    expect(await countOf(registry, { queue: 'pdf', outcome: 'failed' })).toBe(1);
    expect(await countOf(registry, { queue: 'pdf', outcome: 'completed' })).toBe(0);
  });
});
