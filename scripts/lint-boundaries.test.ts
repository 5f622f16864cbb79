// The boundaries eslint.config.js keeps, each shown failing on a line that crosses it (and passing on
// the allowed form), so a change to the config cannot quietly switch one off.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/run.ts';

const eslint = new ESLint({ cwd: ROOT });

/** The rules a text breaks when it stands at `file` (relative to the project). */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint boundaries', () => {
  it('site/ takes only types from the zod schemas and from zod', async () => {
    const schema = "import { adminListQuerySchema } from '../../../worker/contract/schemas/admin-quotes.ts';\nexport const s = adminListQuerySchema;\n";
    expect(await broken('site/islands/admin/queue/probe.ts', schema)).toContain('no-restricted-imports');
    expect(await broken('site/lib/probe.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toContain('no-restricted-imports');
    const types = "import type { AdminQuote } from '../../../worker/contract/schemas/admin-quotes.ts';\nexport type Q = AdminQuote;\n";
    expect(await broken('site/islands/admin/queue/probe.ts', types)).toEqual([]);
    const words = "import { STATUS_FILTERS } from '../../../worker/contract/quote-list-words.ts';\nexport const s = STATUS_FILTERS;\n";
    expect(await broken('site/islands/admin/queue/probe.ts', words)).toEqual([]);
  });

  it('site/ takes from worker/ only the contract', async () => {
    expect(await broken('site/lib/probe.ts', "import { app } from '../../worker/app.ts';\nexport const a = app;\n")).toContain('no-restricted-imports');
  });

  it('the browser-safe contract imports neither zod nor the schemas', async () => {
    expect(await broken('worker/contract/probe.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toContain('no-restricted-imports');
    const schema = "import { contactRequestSchema } from './schemas/contact.ts';\nexport const s = contactRequestSchema;\n";
    expect(await broken('worker/contract/probe.ts', schema)).toContain('no-restricted-imports');
    expect(await broken('worker/contract/schemas/probe.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
  });

  it('worker/ never imports site/, and a use case never imports a route or middleware', async () => {
    expect(await broken('worker/routes/probe.ts', "import { t } from '../../site/i18n/index.ts';\nexport const x = t;\n")).toContain('no-restricted-imports');
    const route = "import { api } from '../routes/config.ts';\nexport const x = api;\n";
    expect(await broken('worker/replies/probe.ts', route)).toContain('no-restricted-imports');
  });

  it('the site writes no raw HTML from a script, the back office’s pages no set:html', async () => {
    for (const code of [
      'export const C = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n',
      'export function f(el: HTMLElement) {\n  el.innerHTML = "x";\n}\n',
      'export function f(el: HTMLElement) {\n  el.insertAdjacentHTML("beforeend", "x");\n}\n',
      'export function f() {\n  document.write("x");\n}\n',
    ]) {
      expect(await broken('site/islands/admin/probe.tsx', code), code).toContain('no-restricted-syntax');
    }
    expect(await broken('site/pages/admin/probe.astro', '---\nconst html = "<b>x</b>";\n---\n<div set:html={html} />\n')).toContain('no-restricted-syntax');
    expect(await broken('site/pages/admin/probe.astro', '---\nconst text = "<b>x</b>";\n---\n<div>{text}</div>\n')).toEqual([]);
  });
});
