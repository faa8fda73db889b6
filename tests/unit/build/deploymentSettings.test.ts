import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { deploymentSettings } from '../../../scripts/vite/deploymentSettings';
import { OWN_BUSINESS_TERMS } from '../../support/ownBusinessTerms';

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
      ...OWN_BUSINESS_TERMS,
      VITE_API_BASE_URL: 'https://api.example.in/api/',
      VITE_SITE_ORIGIN: 'https://gharseva.in',
      VITE_API_EXTENSIONS: 'session,slots,visit',
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

  it('stops the build on refund days that are not N or N–M, naming the setting', () => {
    for (const wrong of ['5 to 7', 'a week', '7–5', '0'])
      expect(resolve({ VITE_REFUND_DAYS: wrong }).run).toThrow(
        new RegExp(`VITE_REFUND_DAYS: "${wrong}" is not a number of working days`),
      );
    for (const right of ['3', '5-7', '5–7', '7 – 10'])
      expect(resolve({ VITE_REFUND_DAYS: right }).run).not.toThrow();
  });

  it('stops the build on a support number without its country code', () => {
    const { run } = resolve({ VITE_SUPPORT_PHONE: '040 2345 6789' });

    expect(run).toThrow(
      /VITE_SUPPORT_PHONE: "040 2345 6789" is not a number with its country code/,
    );
  });

  it("warns that a build for an API without a support number shows the demo's fictional one", () => {
    const { run, warnings } = resolve({
      ...OWN_BUSINESS_TERMS,
      VITE_API_BASE_URL: 'https://api.example.in/api/',
      VITE_SITE_ORIGIN: 'https://gharseva.in',
      VITE_API_EXTENSIONS: 'session',
    });

    run();

    expect(warnings).toEqual([expect.stringContaining("the demo's fictional number")]);
  });

  it("warns that a build for an API without its business facts states the demo's examples, naming the settings", () => {
    const { run, warnings } = resolve({
      ...OWN_BUSINESS_TERMS,
      VITE_TECHNICIAN_LATE_MINUTES: '',
      VITE_API_BASE_URL: 'https://api.example.in/api/',
      VITE_SITE_ORIGIN: 'https://gharseva.in',
      VITE_API_EXTENSIONS: 'session',
      VITE_SUPPORT_PHONE: '+91 40 2345 6789',
    });

    run();

    expect(warnings).toEqual([
      expect.stringContaining(
        "state the demo's example values, marked as examples, for VITE_TECHNICIAN_LATE_MINUTES: set your own",
      ),
    ]);
  });

  it('stops the build on a site origin that is not an https origin alone, naming the setting', () => {
    for (const wrong of [
      'http://gharseva.in',
      'https://gharseva.in/',
      'https://gharseva.in/app',
      'gharseva.in',
    ])
      expect(resolve({ VITE_SITE_ORIGIN: wrong }).run).toThrow(
        `VITE_SITE_ORIGIN: "${wrong}" is not an https origin`,
      );
    expect(resolve({ VITE_SITE_ORIGIN: 'https://gharseva.in' }).run).not.toThrow();
  });

  it("warns that a build for an API without its site's origin names the demo's in its language links", () => {
    const { run, warnings } = resolve({
      ...OWN_BUSINESS_TERMS,
      VITE_API_BASE_URL: 'https://api.example.in/api/',
      VITE_API_EXTENSIONS: 'session',
      VITE_SUPPORT_PHONE: '+91 40 2345 6789',
    });

    run();

    expect(warnings).toEqual([
      expect.stringContaining("VITE_SITE_ORIGIN is not set: each page's language links (hreflang)"),
    ]);
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

  describe('the contract extensions', () => {
    const forApi = (settings: Record<string, string>) =>
      resolve({
        ...OWN_BUSINESS_TERMS,
        VITE_API_BASE_URL: 'https://api.example.in/api/',
        VITE_SITE_ORIGIN: 'https://gharseva.in',
        VITE_SUPPORT_PHONE: '+91 40 2345 6789',
        ...settings,
      });

    it('stops the build on a name that is no extension, naming it and the known ones', () => {
      const { run } = forApi({ VITE_API_EXTENSIONS: 'session,slot' });

      expect(run).toThrow(
        'VITE_API_EXTENSIONS: "slot" is not an extension (known: session, slots, visit, payments, ratings, catalogue-languages)',
      );
    });

    it('stops the build on an unknown name in the opt-out too', () => {
      const { run } = forApi({
        VITE_API_EXTENSIONS: 'slots',
        VITE_API_EXTENSIONS_WITHOUT_SESSION: 'slotz',
      });

      expect(run).toThrow('VITE_API_EXTENSIONS_WITHOUT_SESSION: "slotz" is not an extension');
    });

    it('stops the build on slots without session, saying what it leaves open and both ways out', () => {
      const { run } = forApi({ VITE_API_EXTENSIONS: 'slots' });

      expect(run).toThrow(
        'VITE_API_EXTENSIONS: slots reads and changes a customer\'s data and needs session beside it: without a session, anyone can act as any customer. Name session too (VITE_API_EXTENSIONS=session,slots), or, if your backend knows its callers another way, say so with VITE_API_EXTENSIONS_WITHOUT_SESSION=slots (README, "Contract extensions")',
      );
    });

    it('stops the build on visit without session, naming both when both are there', () => {
      const { run } = forApi({ VITE_API_EXTENSIONS: 'slots,visit' });

      expect(run).toThrow(
        "VITE_API_EXTENSIONS: slots and visit read and change a customer's data and needs session beside them",
      );
    });

    it('builds slots without session when the opt-out names it', () => {
      const { run } = forApi({
        VITE_API_EXTENSIONS: 'slots,visit',
        VITE_API_EXTENSIONS_WITHOUT_SESSION: 'slots,visit',
      });

      expect(run).not.toThrow();
    });

    it('still stops on an extension the opt-out does not name', () => {
      const { run } = forApi({
        VITE_API_EXTENSIONS: 'slots,visit',
        VITE_API_EXTENSIONS_WITHOUT_SESSION: 'slots',
      });

      expect(run).toThrow("VITE_API_EXTENSIONS: visit reads and changes a customer's data");
    });

    it('warns, once, that a build for an API without session lets anyone act as any customer', () => {
      const { run, warnings } = forApi({});

      run();

      expect(warnings).toEqual([
        expect.stringContaining(
          "VITE_API_EXTENSIONS does not name session: against a backend built to SPEC §7 alone, anyone who knows a customer's mobile number can act as that customer",
        ),
      ]);
    });

    it('says nothing of sessions in a demo build, which has every extension', () => {
      const { run, warnings } = resolve({});

      run();

      expect(warnings.join(' ')).not.toContain('session');
    });
  });
});
