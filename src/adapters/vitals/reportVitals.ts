import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { vitalsReport, type MeasuredVital, type VitalsContext } from './vitalsReport';

/**
 * Sends each Core Web Vital of this page load to `url` as web-vitals measures it (LCP, INP and
 * CLS when the page is hidden, FCP and TTFB at once): one JSON body per metric, by
 * `navigator.sendBeacon`, which survives the page being closed and needs no CORS preflight.
 * `context` is read when each metric is sent (the language may have changed meanwhile).
 */
export function reportVitals(url: string, context: () => VitalsContext): void {
  const send = (metric: MeasuredVital) => {
    const body = JSON.stringify(vitalsReport(metric, context()));
    if (!navigator.sendBeacon?.(url, body))
      void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
