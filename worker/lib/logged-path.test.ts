import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('keeps the token of a request page link out of the logs', () => {
    expect(loggedPath('/request/AbC_def-123')).toBe('/request/…');
    expect(loggedPath('/fr/request/AbC_def-123/calendar.ics')).toBe('/fr/request/…/calendar.ics');
    expect(loggedPath('/chauffeur/AbC_def-123')).toBe('/chauffeur/…');
    expect(loggedPath('/fr/chauffeur/AbC_def-123/trips.ics')).toBe('/fr/chauffeur/…/trips.ics');
    expect(loggedPath('/api/quotes')).toBe('/api/quotes');
  });
});
