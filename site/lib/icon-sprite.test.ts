import { describe, expect, it } from 'vitest';
import { contentIcons } from '../content/services/icons.ts';
import { ICON_SPRITE_URL, iconSprite, iconSvg } from './icon-sprite.ts';

describe('the icon sprite', () => {
  it('holds one symbol per icon, with its view box and every path', () => {
    const sprite = iconSprite();
    for (const [name, icon] of Object.entries(contentIcons)) {
      expect(sprite).toContain(`<symbol id="${name}" viewBox="${icon.viewBox}">`);
      for (const d of icon.paths) expect(sprite).toContain(`<path d="${d}"/>`);
    }
  });

  it('paints outline icons with strokes and brand marks with fill, in the text colour', () => {
    const sprite = iconSprite();
    expect(sprite).toMatch(/<symbol id="phone"[^>]*><g fill="none" stroke="currentColor"/);
    expect(sprite).toMatch(/<symbol id="whatsapp"[^>]*><g fill="currentColor">/);
  });

  it('is addressed by a version that follows its content', () => {
    expect(ICON_SPRITE_URL).toMatch(/^\/icons\.svg\?v=[0-9a-z]+$/);
  });

  it('draws a decorative icon as a reference into the sprite', () => {
    const svg = iconSvg('phone', 'size-4');
    expect(svg).toBe(`<svg viewBox="0 0 24 24" class="shrink-0 size-4" aria-hidden="true" focusable="false"><use href="${ICON_SPRITE_URL}#phone"/></svg>`);
  });
});
