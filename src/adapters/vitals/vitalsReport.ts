/** Where a page load was measured: nothing that names a customer or what they looked at. */
export interface VitalsContext {
  /** The route's pattern (`/service/:categoryId`), never the address itself. */
  readonly route: string;
  readonly language: string;
  /** The Network Information API's effective type (`4g`, `3g`…), or `unknown`. */
  readonly connection: string;
}

/** One Core Web Vital as web-vitals' attribution build reports it (the fields read here). */
export interface MeasuredVital {
  readonly name: string;
  readonly value: number;
  readonly rating: string;
  readonly navigationType?: string;
  readonly attribution?: object;
}

/** What the app sends for one metric: the metric, its context, and its attribution's timings. */
export interface VitalsReport extends VitalsContext {
  readonly name: string;
  readonly value: number;
  readonly rating: string;
  readonly navigationType: string;
  /** The CSS selector of the element the metric is about (tag, id and classes only). */
  readonly target?: string;
  /** The attribution's phases, in milliseconds. */
  readonly phases: Readonly<Record<string, number>>;
}

// An allow-list: the attribution build also carries entries, URLs and the element itself.
const PHASES = [
  'timeToFirstByte',
  'firstByteToFCP',
  'resourceLoadDelay',
  'resourceLoadDuration',
  'elementRenderDelay',
  'inputDelay',
  'processingDuration',
  'presentationDelay',
  'waitingDuration',
  'dnsDuration',
  'connectionDuration',
  'requestDuration',
  'largestShiftValue',
] as const;
const TARGETS = ['target', 'interactionTarget', 'largestShiftTarget'] as const;

/** The report of `metric` measured in `context`. */
export function vitalsReport(metric: MeasuredVital, context: VitalsContext): VitalsReport {
  const attribution = (metric.attribution ?? {}) as Readonly<Record<string, unknown>>;
  const phases: Record<string, number> = {};
  for (const phase of PHASES) {
    const value = attribution[phase];
    if (typeof value === 'number' && Number.isFinite(value)) phases[phase] = rounded(value);
  }
  const target = TARGETS.map((key) => attribution[key]).find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return {
    name: metric.name,
    value:
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : rounded(metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType ?? 'navigate',
    ...context,
    ...(target === undefined ? {} : { target }),
    phases,
  };
}

const rounded = (ms: number) => Math.round(ms * 10) / 10;
