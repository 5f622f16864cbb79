import { chromium } from 'playwright-core';
const [,, url, out, w='1280', h='900', full='1'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
p.on('console', m => { if (m.type()==='error') console.log('console error:', m.text()); });
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: full === '1' });
await b.close();
