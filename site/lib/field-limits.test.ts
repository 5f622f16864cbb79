import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The inputs' maxLength is read from the contract's one object of limits (worker/contract/limits.ts),
// which the request schemas and the wizard's saved-state reader use too: never a number written here.
const SITE = path.resolve(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(astro|tsx)$/.test(entry.name) ? [file] : [];
  });
}

describe('form inputs', () => {
  it('take their maxLength from FIELD_LIMITS', () => {
    const files = sourceFiles(SITE);
    expect(files.length).toBeGreaterThan(10);
    const literal = /maxlength\s*(?:=\s*\{?\s*["']?|:\s*["']?)\d/i;
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${path.relative(SITE, file)}:${index + 1}`, line: line.trim() }))
        .filter(({ line }) => literal.test(line)),
    );
    expect(offenders).toEqual([]);
    const users = files.filter((file) => /maxlength/i.test(readFileSync(file, 'utf8')));
    for (const file of users) expect(readFileSync(file, 'utf8'), path.relative(SITE, file)).toContain('FIELD_LIMITS');
  });
});
