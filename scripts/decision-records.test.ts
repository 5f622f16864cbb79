// Every decision record (docs/decisions/NNN-*.md) starts the same way: its number and title, then
// its Date and Status.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/run.ts';

const DIR = path.join(ROOT, 'docs', 'decisions');
const records = readdirSync(DIR)
  .filter((name) => name.endsWith('.md'))
  .sort();

describe('decision records', () => {
  it('are numbered 001, 002, … without gaps', () => {
    expect(records.map((name) => name.slice(0, 4))).toEqual(records.map((_, index) => `${String(index + 1).padStart(3, '0')}-`));
  });

  it.each(records)('%s starts with its number, title, Date and Status', (name) => {
    const [title, blank, date, status] = readFileSync(path.join(DIR, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(blank).toBe('');
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^- Status: (accepted|proposed|rejected|superseded by \d{3})\b/);
  });
});
