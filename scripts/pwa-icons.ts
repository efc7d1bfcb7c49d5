// Draws the web portal's install icons (its manifest, vite.web.config.ts) from resources/icon.svg into
// resources/pwa/: 192 and 512 px as drawn, and a maskable 512 px whose art sits inside the safe circle
// (80 % of the side) on a full-bleed background, since a launcher may cut any shape out of it. And the
// page's favicon, a 32 px PNG of src/renderer/public/favicon.svg: an SVG icon is a document of its own that
// the page parses on its main thread (~15 ms at 4× CPU) just as the back office's answers come in, a PNG
// is decoded in a few hundred microseconds. Rendered by Debian's Chromium (the e2e tests' browser): no
// image library for four PNGs. Run it again after changing an SVG: `npx tsx scripts/pwa-icons.ts`; the
// PNGs are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PWA_ICONS, THEME_COLOR } from '../src/shared/pwa';
import { projectRoot } from './paths';
import { CHROMIUM } from '../tests/support/chromium';

const svg = readFileSync(join(projectRoot, 'resources/icon.svg'), 'utf8');
const outDir = join(projectRoot, 'resources/pwa');
const faviconSvg = join(projectRoot, 'src/renderer/public/favicon.svg');
const FAVICON_SIZE = 32;

/** The page that draws one icon; the maskable one scales the art to the safe zone (W3C "maskable"). */
function html(size: number, maskable: boolean, source = svg): string {
  const art = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  const inner = maskable ? Math.round(size * 0.8) : size;
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? THEME_COLOR : 'transparent'}">
<img src="${art}" width="${inner}" height="${inner}" alt=""></body></html>`;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM.path,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const icon of PWA_ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(html(icon.size, icon.purpose === 'maskable'));
    await page.waitForFunction('document.images[0].complete');
    writeFileSync(join(outDir, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`resources/pwa/${icon.file}`);
  }
  const page = await browser.newPage({ viewport: { width: FAVICON_SIZE, height: FAVICON_SIZE } });
  await page.setContent(html(FAVICON_SIZE, false, readFileSync(faviconSvg, 'utf8')));
  await page.waitForFunction('document.images[0].complete');
  writeFileSync(faviconSvg.replace(/\.svg$/, '.png'), await page.screenshot({ omitBackground: true }));
  await page.close();
  console.log('src/renderer/public/favicon.png');
} finally {
  await browser.close();
}
