import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { deploymentSettings } from '../../../scripts/vite/deploymentSettings';

/** What the plugin reads of Vite's resolved config, and the warnings it logs. */
function resolve(env: Record<string, string>, command: 'build' | 'serve' = 'build') {
  const warnings: string[] = [];
  const config = {
    env,
    command,
    logger: { warn: (message: string) => warnings.push(message) },
  } as unknown as ResolvedConfig;
  const hook = deploymentSettings().configResolved;
  const run = () => (typeof hook === 'function' ? hook.call({} as never, config) : undefined);
  return { run, warnings };
}

describe('the deployment settings check of the build', () => {
  it('lets sound settings through without a word', () => {
    const { run, warnings } = resolve({
      VITE_API_BASE_URL: 'https://api.example.in/api/',
      VITE_SUPPORT_PHONE: '+91 40 2345 6789',
      VITE_GSTIN: '29AAGCB7383J1Z4',
    });

    expect(run).not.toThrow();
    expect(warnings).toEqual([]);
  });

  it('stops the build on a mistyped GSTIN, naming the setting', () => {
    const { run } = resolve({ VITE_GSTIN: '29AAGCB7383J1Z5' });

    expect(run).toThrow(/VITE_GSTIN: "29AAGCB7383J1Z5" is not a GSTIN/);
  });

  it('stops the build on a support number without its country code', () => {
    const { run } = resolve({ VITE_SUPPORT_PHONE: '040 2345 6789' });

    expect(run).toThrow(
      /VITE_SUPPORT_PHONE: "040 2345 6789" is not a number with its country code/,
    );
  });

  it("warns that a build for an API without a support number shows the demo's fictional one", () => {
    const { run, warnings } = resolve({ VITE_API_BASE_URL: 'https://api.example.in/api/' });

    run();

    expect(warnings).toEqual([expect.stringContaining("the demo's fictional number")]);
  });

  it('says a build without an API is the offline demo, and how to build for one', () => {
    const { run, warnings } = resolve({});

    run();

    expect(warnings).toEqual([
      expect.stringContaining(
        'This is the offline demo: VITE_API_BASE_URL is not set, so the app talks to a demo backend in the browser. To build for your API:',
      ),
    ]);
  });

  it('says nothing of the offline demo while serving it for development', () => {
    const { run, warnings } = resolve({}, 'serve');

    run();

    expect(warnings).toEqual([]);
  });
});
