import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
const p = await b.newPage();
p.on('console', m => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
p.on('pageerror', e => console.log('PAGEERROR', e.message.slice(0, 300)));
p.on('response', r => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
await p.goto('http://127.0.0.1:3110' + path);
await p.waitForTimeout(5000);
console.log(path, Object.keys(await p.evaluate(() => Object.fromEntries(Object.keys(document.getElementById('root')).map(k=>[k,1])))).length, await p.title());
await p.close();
}
await b.close();
