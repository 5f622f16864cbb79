import { describe, expect, it } from 'vitest';
import { downloadName } from './privacy-api.ts';

describe('downloadName', () => {
  it('is the file name the server gave, else a plain one', () => {
    const named = new Response('{}', { headers: { 'Content-Disposition': 'attachment; filename="privacy-export-2026-11-23.json"' } });
    expect(downloadName(named)).toBe('privacy-export-2026-11-23.json');
    expect(downloadName(new Response('{}'))).toBe('privacy-export.json');
  });
});
