/** One line of a scrape: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  /** `# TYPE` lines: metric name → counter, gauge, histogram… (also for metrics with no sample yet). */
  types: Map<string, string>;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const TYPE_LINE = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;
/** One `name="value"` pair and what follows it: a comma, or the end. */
const LABEL_PAIR = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
/** As Prometheus reads them (Go's ParseFloat): in any case, so prom-client's `Nan` too. */
const SPECIAL_VALUES = new Map([
  ['+inf', Infinity],
  ['inf', Infinity],
  ['-inf', -Infinity],
  ['nan', NaN],
]);

/**
 * Reads Prometheus' text exposition format (0.0.4) as a scraper would. Throws on any line it
 * cannot read, so a scrape that Prometheus would reject fails the test.
 */
export function parsePrometheusText(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = TYPE_LINE.exec(line);
    if (type) {
      types.set(type[1], type[2]);
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`Not a line of the text format: ${line}`);
    samples.push({ name: sample[1], labels: parseLabels(sample[2] ?? '', line), value: parseValue(sample[3], line) });
  }
  return { samples, types };
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL_PAIR.lastIndex = 0;
  while (LABEL_PAIR.lastIndex < text.length) {
    const pair = LABEL_PAIR.exec(text);
    if (!pair || (pair[3] === '' && LABEL_PAIR.lastIndex < text.length)) throw new Error(`Bad labels in: ${line}`);
    labels[pair[1]] = pair[2].replace(/\\([\\"n])/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped));
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  const special = SPECIAL_VALUES.get(text.toLowerCase());
  const value = special ?? Number(text);
  if (special === undefined && (text.trim() === '' || Number.isNaN(value))) throw new Error(`Bad value in: ${line}`);
  return value;
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): Sample[] {
  return scrape.samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of the one sample named `name` with `labels`, 0 when there is none (a series not started yet). */
export function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(scrape, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

/** GETs a worker's /metrics (a bare node:http server, out of supertest's reach). */
export async function scrapeUrl(url: string, token: string): Promise<Scrape> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return parsePrometheusText(await response.text());
}
