// node montage.mjs out.png COLS img...
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [out, cols, ...imgs] = process.argv.slice(2);
const html = `<body style="margin:0;background:#888;display:grid;grid-template-columns:repeat(${cols},auto);gap:6px;align-items:start;justify-content:start">${imgs.map(f=>`<figure style="margin:0"><figcaption style="font:12px sans-serif;color:#fff">${f.split('/').slice(-3).join('/')}</figcaption><img style="display:block;max-height:1600px" src="data:image/png;base64,${readFileSync(f).toString('base64')}"></figure>`).join('')}</body>`;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 400, height: 400 } });
await p.setContent(html); await p.waitForTimeout(300);
await p.screenshot({ path: out, fullPage: true }); await b.close();
