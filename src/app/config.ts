import { EXTENSIONS, extensionsIn, type Extensions } from '../core/shared/Extensions';

/** How the app talks to its backend, read once from the build's environment. */
export type AppConfig = (
  | { readonly mode: 'demo'; readonly demoLatencyMs: number }
  | {
      readonly mode: 'http';
      readonly baseUrl: string;
      readonly apiKey: string;
      readonly apiKeyHeader: string;
      readonly timeoutMs: number;
    }
) & {
  /** What the backend offers beyond SPEC §7: every extension in the demo, `VITE_API_EXTENSIONS` otherwise. */
  readonly extensions: Extensions;
  /** `VITE_VITALS_URL`: where the app reports its Core Web Vitals; unset, nothing is sent. */
  readonly vitalsUrl: string | undefined;
};

/** The build's environment (`import.meta.env`); only the `VITE_` settings below are read. */
type Env = Readonly<Record<string, unknown>>;

const DEFAULT_TIMEOUT_MS = 10_000;
// Long enough for skeletons to be seen in a demo, short enough not to annoy.
const DEFAULT_DEMO_LATENCY_MS = 250;

/** Demo mode unless `VITE_API_BASE_URL` is set (DESIGN.md "Modes and configuration"). */
export function configFromEnv(env: Env): AppConfig {
  const baseUrl = text(env, 'VITE_API_BASE_URL');
  if (!baseUrl) {
    return {
      mode: 'demo',
      demoLatencyMs: wholeNumber(text(env, 'VITE_DEMO_LATENCY_MS'), DEFAULT_DEMO_LATENCY_MS),
      extensions: new Set(EXTENSIONS),
      vitalsUrl: text(env, 'VITE_VITALS_URL'),
    };
  }
  return {
    mode: 'http',
    baseUrl,
    apiKey: text(env, 'VITE_API_KEY') ?? '',
    apiKeyHeader: text(env, 'VITE_API_KEY_HEADER') ?? 'x-api-key',
    timeoutMs: wholeNumber(text(env, 'VITE_API_TIMEOUT_MS'), DEFAULT_TIMEOUT_MS),
    extensions: extensionsIn(text(env, 'VITE_API_EXTENSIONS')),
    vitalsUrl: text(env, 'VITE_VITALS_URL'),
  };
}

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function wholeNumber(setting: string | undefined, fallback: number): number {
  const value = Number(setting);
  return setting !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
}
