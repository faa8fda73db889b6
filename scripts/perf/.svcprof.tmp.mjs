import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, freePort, startPreview } from './lab.mjs';
const port = await freePort();
const provider = spawn(process.execPath, ['--import', 'tsx', 'tests/provider/start.ts'], { env: { ...process.env, PORT: String(port), API_KEY: 'demo-api-key' }, stdio: 'ignore' });
await new Promise(r => setTimeout(r, 3000));
const origin = `http://127.0.0.1:${port}`;
const b = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', '/tmp/svcprof/dist', '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit', env: { ...process.env, VITE_API_BASE_URL: `${origin}/api/`, VITE_API_KEY: 'demo-api-key' } });
const rows = Array.from({ length: 200 }, (_, i) => ({ ServiceId: 1000 + i, Service_Name: `Service ${i + 1}`, Service_Description: 'Service, repair and installation by certified technicians, at your door.', Service_Icon: `/icons/ac.svg`, Category_Name: 'Air Conditioning & Heating', has_Service_Options: true }));
await fetch(`${origin}/_test/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'Services/allServicesByCategoryId', times: 'always', respond: { status: 200, body: JSON.stringify({ data: JSON.stringify(rows) }) } }) });
const preview = await startPreview('/tmp/svcprof/dist');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
for (let run = 0; run < 4; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { path: '/tmp/svcprof/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink.user_timing'] });
  await page.addInitScript(() => {
    window.__done = new Promise((done) => {
      const watch = new MutationObserver(() => {
        const list = document.querySelector('ul[aria-label="Services"]');
        if (list?.getAttribute('aria-busy') === 'false' && list.children.length > 0) {
          watch.disconnect();
          requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => done(performance.now()); c.port2.postMessage(null); });
        }
      });
      document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true, attributes: true }));
    });
  });
  await page.goto(`${preview.origin}/service/MQ==`);
  const paintedAt = await page.evaluate(() => window.__done);
  await page.waitForTimeout(600);
  const arrived = await page.evaluate(() => performance.getEntriesByType('resource').find(e => e.name.includes('allServicesByCategoryId'))?.responseEnd);
  await browser.stopTracing();
  await context.close();
  if (run === 0) continue;
  const t = JSON.parse(readFileSync('/tmp/svcprof/trace.json', 'utf8'));
  const ev = t.traceEvents;
  const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const t0 = nav.ts + arrived * 1000;
  // CPU profile samples
  const nodes = new Map(); const samples = []; let lastTs = null;
  for (const e of ev.filter(e => e.name === 'ProfileChunk')) {
    const d = e.args.data; const cp = d.cpuProfile || {};
    for (const n of cp.nodes || []) nodes.set(n.id, n);
    let ts = lastTs ?? (ev.find(x => x.name === 'Profile' && x.id === e.id)?.args.data.startTime);
    (cp.samples || []).forEach((s, i) => { ts += d.timeDeltas[i]; samples.push([ts, s]); });
    lastTs = ts;
  }
  // parents
  const parent = new Map(); for (const n of nodes.values()) if (n.parent) parent.set(n.id, n.parent);
  const win = samples.filter(([ts]) => ts >= t0 && ts <= t0 + 160000);
  const self = new Map(); const incl = new Map();
  for (let i = 0; i < win.length - 1; i++) {
    const dt = (win[i + 1][0] - win[i][0]) / 1000; let id = win[i][1];
    const n = nodes.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url||'').split('/').pop()}`;
    self.set(k, (self.get(k) ?? 0) + dt);
    const seen = new Set();
    while (id) { const m = nodes.get(id); const kk = `${m.callFrame.functionName || '(anon)'} ${(m.callFrame.url||'').split('/').pop()}`; if (!seen.has(kk)) { incl.set(kk, (incl.get(kk) ?? 0) + dt); seen.add(kk); } id = parent.get(id); }
  }
  console.log('--- run', run, 'arrived', arrived.toFixed(0), 'painted after', (paintedAt - arrived).toFixed(1));
  console.log('all events 0-60 ms:');
  for (const e of ev.filter(e => e.ts >= t0 - 2000 && e.ts <= t0 + 60000 && (e.dur ?? 0) > 800 && e.ph === 'X')) console.log(((e.ts - t0) / 1000).toFixed(1).padStart(7), e.name, (e.dur / 1000).toFixed(1), JSON.stringify(e.args?.data ?? {}).slice(0, 120));
  console.log('timeline (ms after arrival):');
  for (const e of ev.filter(e => e.ts >= t0 - 5000 && e.ts <= t0 + 200000 && e.dur > 2000 && /^(RunTask|FunctionCall|EvaluateScript|UpdateLayoutTree|Layout|Paint|Commit|ParseHTML|TimerFire|FireAnimationFrame|EventDispatch|v8.callFunction|RunMicrotasks|PrePaint)$/.test(e.name))) console.log(((e.ts - t0) / 1000).toFixed(1).padStart(7), e.name, (e.dur / 1000).toFixed(1));
  // per 10 ms bin: the deepest app/library frame names (top of stack) most sampled
  const bins = new Map();
  for (let i = 0; i < win.length - 1; i++) {
    const dt = (win[i + 1][0] - win[i][0]) / 1000; const bin = Math.floor((win[i][0] - t0) / 10000);
    let id = win[i][1]; const stack = [];
    while (id) { const m = nodes.get(id); stack.push(`${m.callFrame.functionName || '(anon)'}@${(m.callFrame.url||'').split('/').pop().split('-')[0]}`); id = parent.get(id); }
    const key = stack.slice(0, 6).reverse().filter(x => !x.startsWith('(root)')).slice(-4).join(' > ');
    const b = bins.get(bin) ?? new Map(); b.set(key, (b.get(key) ?? 0) + dt); bins.set(bin, b);
  }
  for (const [bin, b] of [...bins].sort((a, b) => a[0] - b[0])) console.log(`${bin * 10}-${bin * 10 + 10}ms:`, [...b].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([k, v]) => `${v.toFixed(1)} ${k}`).join(' | '));
  console.log('self (0-90ms):');
  const self2 = new Map();
  for (let i = 0; i < win.length - 1; i++) { if (win[i][0] - t0 > (paintedAt - arrived) * 1000) break; const dt = (win[i + 1][0] - win[i][0]) / 1000; const n = nodes.get(win[i][1]); const k = `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url||'').split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self2.set(k, (self2.get(k) ?? 0) + dt); }
  console.log([...self2].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  console.log('inclusive:'); console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
}
await browser.close(); await preview.stop(); provider.kill();
