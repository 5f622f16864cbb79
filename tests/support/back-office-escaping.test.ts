// Every customer value in the back office is escaped (issue 13, part 2; decision 030): the dashboard
// draws what the admin API answers as React or Astro text, which escapes it. What would not is a
// raw-HTML escape hatch, so none may appear in the dashboard's code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');
const BACK_OFFICE = ['site/islands/admin', 'site/pages/admin', 'site/layouts/Admin.astro'];
const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|set:html|createContextualFragment/;

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!readdirSync(path.dirname(full)).includes(path.basename(full))) return [];
  try {
    return readdirSync(full, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(tsx?|astro)$/.test(name))
      .map((name) => path.join(relative, name));
  } catch {
    return [relative];
  }
}

describe('the back office', () => {
  const files = BACK_OFFICE.flatMap(filesUnder);

  it('is read whole (its islands, pages and layout)', () => {
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true);
    expect(files.some((file) => file.startsWith('site/pages/admin/'))).toBe(true);
  });

  it('writes no raw HTML: every value it shows is escaped text', () => {
    const offenders = files.filter((file) => RAW_HTML.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
