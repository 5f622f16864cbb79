// Renders the photographer's one-page "prices & portfolio" PDF, one per language, into
// public/excursions/photographer-portfolio.<lang>.pdf: what the excursion pages' "View Photographer
// Price & Portfolio" link opens, next to the "Add photographer" option. A placeholder until the
// company's photographer supplies their own:
// example packages and prices, what is delivered, and a few of the demo artworks as the portfolio.
// Colours come from the site's theme tokens (site/styles/global.css); company details from the contract.
// Run with Node 24 (type stripping): npm run portfolio. CHROMIUM_PATH chooses the browser;
// PORTFOLIO_PREVIEW=<folder> also writes a PNG of each page there, to look at without a PDF viewer.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { company } from '../worker/contract/company.ts';
import { escapeHtml } from '../worker/contract/escape-html.ts';
import type { Lang } from '../worker/contract/i18n/index.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'public', 'excursions');
/** Above this, the script complains: a one-page placeholder has no reason to weigh more. */
const MAX_BYTES = 300 * 1024;

/** The brand colours, read from the site's theme so the PDF follows it. */
function themeColours(): Record<string, string> {
  const css = readFileSync(path.join(ROOT, 'site', 'styles', 'global.css'), 'utf8');
  const colours: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)) colours[name!] = value!;
  for (const name of ['navy-950', 'navy-900', 'navy-800', 'gold-200', 'gold-300', 'gold-400', 'gold-700', 'ivory', 'sand', 'ink', 'muted', 'mist']) {
    if (!colours[name]) throw new Error(`site/styles/global.css no longer defines --color-${name}`);
  }
  return colours;
}

/** The portfolio: demo artworks standing in for the photographer's work. */
const ARTWORKS = [
  'paris-by-night-eiffel-tower-seine/01-eiffel-tower-seine-dusk.svg',
  'versailles-palace-private-day-trip/02-hall-of-mirrors.svg',
  'montmartre-sacre-coeur-left-bank/02-montmartre-cafe-street.svg',
] as const;

interface Copy {
  title: string;
  eyebrow: string;
  lede: string;
  sampleTitle: string;
  sampleText: string;
  captions: [string, string, string];
  packagesTitle: string;
  packages: { name: string; duration: string; price: number; items: string[] }[];
  priceNote: string;
  from: string;
  deliveredTitle: string;
  delivered: string[];
  howTitle: string;
  how: string;
}

const COPY: Record<Lang, Copy> = {
  en: {
    title: 'Photographer — prices & portfolio',
    eyebrow: 'Private excursions · optional extra',
    lede: 'A private photographer joins your excursion and captures your day in Paris: candid moments on the way and relaxed portraits at the landmarks, while your chauffeur takes care of everything else.',
    sampleTitle: 'Sample portfolio',
    sampleText:
      'The illustrations below stand in for our photographer’s own work until their portfolio is supplied. Prices are examples: your quote confirms them.',
    captions: ['The Eiffel Tower at dusk', 'The Hall of Mirrors, Versailles', 'A café street in Montmartre'],
    packagesTitle: 'Packages',
    packages: [
      {
        name: 'Half day',
        duration: 'Up to 4 hours',
        price: 350,
        items: ['About 150 edited photos', 'Ideal for Paris by Night or Montmartre & the Left Bank'],
      },
      {
        name: 'Full day',
        duration: 'Up to 8 hours',
        price: 650,
        items: ['About 300 edited photos', 'Ideal for the Palace of Versailles day trip'],
      },
    ],
    priceNote: 'Example prices per party, VAT included, in addition to the excursion.',
    from: 'from',
    deliveredTitle: 'What you receive',
    delivered: [
      'Your edited photos within 72 hours, in a private online gallery (a protected link sent by e-mail).',
      'High-resolution files to download, and lighter copies to share.',
      'The photos are yours for personal use: prints, albums, social media.',
      'Natural, unhurried direction for couples, families, proposals and solo travellers.',
      'The photographer meets you at the start and stays with you at every stop.',
    ],
    howTitle: 'How to book',
    how: 'Tick “Add photographer” when you request your excursion: we confirm the photographer’s availability and the price in your quote.',
  },
  fr: {
    title: 'Photographe — tarifs et portfolio',
    eyebrow: 'Excursions privées · en option',
    lede: 'Un photographe privé se joint à votre excursion et immortalise votre journée à Paris : des moments pris sur le vif en chemin et des portraits détendus devant les monuments, pendant que votre chauffeur s’occupe de tout le reste.',
    sampleTitle: 'Portfolio d’exemple',
    sampleText:
      'Les illustrations ci-dessous tiennent lieu de portfolio en attendant celui de notre photographe. Les prix sont donnés à titre d’exemple : votre devis les confirme.',
    captions: ['La tour Eiffel au crépuscule', 'La galerie des Glaces, Versailles', 'Une rue de Montmartre et son café'],
    packagesTitle: 'Formules',
    packages: [
      {
        name: 'Demi-journée',
        duration: 'Jusqu’à 4 heures',
        price: 350,
        items: ['Environ 150 photos retouchées', 'Idéal pour Paris illuminé ou Montmartre et la Rive gauche'],
      },
      {
        name: 'Journée',
        duration: 'Jusqu’à 8 heures',
        price: 650,
        items: ['Environ 300 photos retouchées', 'Idéal pour la journée au château de Versailles'],
      },
    ],
    priceNote: 'Prix indicatifs par groupe, TTC, en plus de l’excursion.',
    from: 'à partir de',
    deliveredTitle: 'Ce que vous recevez',
    delivered: [
      'Vos photos retouchées sous 72 h, dans une galerie en ligne privée (lien protégé envoyé par e-mail).',
      'Les fichiers en haute résolution à télécharger, et des copies allégées à partager.',
      'Des photos pour votre usage personnel : tirages, albums, réseaux sociaux.',
      'Une direction naturelle et sans hâte : couples, familles, demandes en mariage, voyageurs seuls.',
      'Le photographe vous rejoint au départ et vous accompagne à chaque arrêt.',
    ],
    howTitle: 'Comment réserver',
    how: 'Cochez « Ajouter un photographe » en demandant votre excursion : nous confirmons la disponibilité du photographe et le prix dans votre devis.',
  },
};

/** French puts a narrow no-break space before : ; ! ? and inside « »; the copy above uses plain spaces. */
const typeset = (lang: Lang, text: string) => (lang === 'fr' ? text.replace(/ ([:;!?»])/g, '\u202f$1').replace(/« /g, '«\u202f') : text);

const price = (lang: Lang, euros: number) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(euros);

function artwork(file: string): string {
  const svg = readFileSync(path.join(ROOT, 'demo-media', 'excursions', file));
  // As <img> sources, each drawing keeps its own ids (gradients, patterns); Chromium prints them as vectors.
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

function html(lang: Lang, colour: Record<string, string>): string {
  const copy = COPY[lang];
  const text = (value: string) => escapeHtml(typeset(lang, value));
  const { address } = company;
  const site = company.siteUrl.replace(/^https:\/\//, '');
  const dot = '<span class="dot" aria-hidden="true">·</span>';
  const where = `<span class="name serif">${escapeHtml(company.legalName)}</span>${dot}${escapeHtml(address.street)}, ${escapeHtml(address.postalCode)} ${escapeHtml(address.city)}`;
  const reach = [
    `<a href="tel:${escapeHtml(company.phone)}">${escapeHtml(company.phoneDisplay)}</a>`,
    `<a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a>`,
    `<a href="${escapeHtml(company.siteUrl)}">${escapeHtml(site)}</a>`,
  ].join(dot);

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${text(copy.title)} · ${escapeHtml(company.name)}</title>
<style>
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  html, body { margin: 0; }
  body {
    width: 210mm; height: 297mm; overflow: hidden;
    background: ${colour.ivory}; color: ${colour.ink};
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.4pt; line-height: 1.42;
    display: flex; flex-direction: column;
  }
  h1, h2, .serif { font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, 'URW Palladio L', P052, 'Liberation Serif', Georgia, serif; font-weight: 400; }
  a { color: inherit; text-decoration: none; }
  header {
    background: ${colour['navy-950']}; color: #fff; padding: 9mm 16mm 7mm;
    border-bottom: 0.8mm solid ${colour['gold-400']};
  }
  .brand { display: flex; align-items: center; gap: 3mm; color: ${colour['gold-300']}; font-size: 8pt; letter-spacing: 0.18em; text-transform: uppercase; }
  .brand svg { width: 10mm; height: 10mm; }
  .eyebrow { margin: 6mm 0 0; color: ${colour['gold-300']}; font-size: 8.5pt; letter-spacing: 0.14em; text-transform: uppercase; }
  h1 { margin: 2mm 0 0; font-size: 26pt; line-height: 1.1; }
  .rule { width: 18mm; height: 0.6mm; background: ${colour['gold-400']}; margin: 4mm 0 3mm; }
  .lede { margin: 0; max-width: 160mm; color: ${colour.mist}; font-size: 10pt; }
  main { flex: 1; padding: 6mm 16mm 0; display: flex; flex-direction: column; gap: 4.5mm; }
  h2 { margin: 0 0 2mm; font-size: 14pt; color: ${colour['navy-900']}; }
  .sample { border: 0.3mm solid ${colour['gold-400']}; background: ${colour.sand}; border-radius: 2mm; padding: 3mm 4mm; display: flex; gap: 3mm; align-items: baseline; }
  .sample strong { color: ${colour['gold-700']}; white-space: nowrap; text-transform: uppercase; letter-spacing: 0.1em; font-size: 8pt; }
  .sample p { margin: 0; color: ${colour.muted}; }
  .gallery { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4mm; margin: 0; }
  figure { margin: 0; }
  figure img { display: block; width: 100%; aspect-ratio: 16 / 10; object-fit: cover; border-radius: 1.5mm; }
  figcaption { margin-top: 1.5mm; color: ${colour.muted}; font-size: 8pt; }
  .packages { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
  .package { background: #fff; border: 0.3mm solid ${colour.sand}; border-top: 1mm solid ${colour['gold-400']}; border-radius: 2mm; padding: 3.5mm 5mm; }
  .package h3 { margin: 0; font-size: 12pt; color: ${colour['navy-900']}; }
  .package .duration { color: ${colour.muted}; font-size: 8.5pt; }
  .package .price { margin: 1.5mm 0 1.5mm; color: ${colour['gold-700']}; }
  .package .price .from { font-size: 8.5pt; }
  .package .price .amount { font-size: 20pt; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { position: relative; padding-left: 4.5mm; margin: 0.6mm 0; }
  li::before { content: ''; position: absolute; left: 0.5mm; top: 1.9mm; width: 1.6mm; height: 1.6mm; border-radius: 50%; background: ${colour['gold-400']}; }
  .note { margin: 2mm 0 0; color: ${colour.muted}; font-size: 8pt; }
  .columns { display: grid; grid-template-columns: 1.8fr 1fr; gap: 7mm; }
  .how p { margin: 0; }
  footer { margin-top: 4mm; background: ${colour['navy-950']}; color: ${colour.mist}; padding: 4.5mm 16mm; font-size: 8.5pt; line-height: 1.6; border-top: 0.8mm solid ${colour['gold-400']}; }
  footer .name { color: #fff; font-size: 10.5pt; }
  footer .dot { color: ${colour['gold-400']}; margin: 0 1.6mm; }
</style>
</head>
<body>
<header>
  <div class="brand">
    <svg viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="22.5" fill="none" stroke="${colour['gold-400']}" stroke-width="1.5"/><circle cx="24" cy="24" r="19" fill="none" stroke="${colour['gold-400']}" stroke-width="0.75" opacity="0.6"/><text x="24" y="30.5" text-anchor="middle" font-size="18" fill="${colour['gold-300']}" font-family="Iowan Old Style, Palatino, URW Palladio L, P052, Liberation Serif, Georgia, serif">PE</text></svg>
    <span>${escapeHtml(company.name)}</span>
  </div>
  <p class="eyebrow">${text(copy.eyebrow)}</p>
  <h1>${text(copy.title)}</h1>
  <div class="rule"></div>
  <p class="lede">${text(copy.lede)}</p>
</header>
<main>
  <section class="sample"><strong>${text(copy.sampleTitle)}</strong><p>${text(copy.sampleText)}</p></section>
  <section class="gallery" aria-label="Portfolio">
    ${ARTWORKS.map((file, index) => `<figure><img src="${artwork(file)}" alt="${text(copy.captions[index]!)}"><figcaption>${text(copy.captions[index]!)}</figcaption></figure>`).join('\n    ')}
  </section>
  <section>
    <h2>${text(copy.packagesTitle)}</h2>
    <div class="packages">
      ${copy.packages
        .map(
          (item) => `<div class="package">
        <h3 class="serif">${text(item.name)}</h3>
        <div class="duration">${text(item.duration)}</div>
        <div class="price"><span class="from">${text(copy.from)}</span> <span class="amount serif">${escapeHtml(price(lang, item.price))}</span></div>
        <ul>${item.items.map((line) => `<li>${text(line)}</li>`).join('')}</ul>
      </div>`,
        )
        .join('\n      ')}
    </div>
    <p class="note">${text(copy.priceNote)}</p>
  </section>
  <div class="columns">
    <section>
      <h2>${text(copy.deliveredTitle)}</h2>
      <ul>${copy.delivered.map((line) => `<li>${text(line)}</li>`).join('')}</ul>
    </section>
    <section class="how">
      <h2>${text(copy.howTitle)}</h2>
      <p>${text(copy.how)}</p>
    </section>
  </div>
</main>
<footer>
  <div>${where}</div>
  <div>${reach}</div>
</footer>
</body>
</html>`;
}

const colours = themeColours();
mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  // A4 at 96 px per inch: what the PDF's page holds.
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  for (const lang of ['en', 'fr'] as const) {
    await page.setContent(html(lang, colours), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    if (process.env.PORTFOLIO_PREVIEW) await page.screenshot({ path: path.join(process.env.PORTFOLIO_PREVIEW, `photographer-portfolio.${lang}.png`) });
    // The free height left in <main> (its content is pushed to the top, the footer to the bottom).
    const spare = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const last = main.lastElementChild!;
      return Math.floor(main.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom) - (document.body.scrollHeight - document.body.clientHeight);
    });
    if (spare < 0) throw new Error(`the ${lang} page is ${-spare}px too long for one A4 page`);
    const target = path.join(OUT_DIR, `photographer-portfolio.${lang}.pdf`);
    // Tagged: headings, lists and the images' alt texts reach screen readers; the <title> becomes the PDF's title.
    await page.pdf({ path: target, format: 'A4', printBackground: true, tagged: true });
    const size = statSync(target).size;
    console.log(`${path.relative(ROOT, target)}  ${(size / 1024).toFixed(0)} KB, ${spare}px to spare on the page`);
    if (size > MAX_BYTES) throw new Error(`${path.relative(ROOT, target)} weighs ${size} bytes, more than ${MAX_BYTES}`);
  }
} finally {
  await browser.close();
}
