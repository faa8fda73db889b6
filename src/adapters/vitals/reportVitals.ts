import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { vitalsReport, type MeasuredVital } from './vitalsReport';

/**
 * Sends each Core Web Vital of this page load to `url` as web-vitals measures it (LCP, INP and
 * CLS when the page is hidden, FCP and TTFB at once): one JSON body per metric, by
 * `navigator.sendBeacon`, which survives the page being closed and needs no CORS preflight.
 * `route` is the pattern of the page loaded; the language is read when each metric is sent (it may
 * have changed meanwhile), and so is the connection type.
 */
export function reportVitals(url: string, route: string, language: () => string): void {
  const send = (metric: MeasuredVital) => {
    const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
    const context = {
      route,
      language: language(),
      connection: connection?.effectiveType ?? 'unknown',
    };
    const body = JSON.stringify(vitalsReport(metric, context));
    if (!navigator.sendBeacon?.(url, body))
      void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
