// Every icon of the site as one SVG sprite (/icons.svg, pre-rendered), and the small markup that
// draws one icon from it. Pages used to carry each icon's paths inline, about a quarter of the home
// page's HTML; now they carry a reference, and the sprite is fetched once and cached.
import { contentIcons, type ContentIconName } from '../content/services/icons.ts';
import type { IconShape } from './icons.ts';

const ICON_SPRITE_PATH = '/icons.svg';

const paintOf = (icon: IconShape) =>
  icon.style === 'stroke' ? 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"' : 'fill="currentColor"';

/** The sprite: one <symbol> per icon, its paint on a group so it reaches every path. */
export function iconSprite(): string {
  const symbols = Object.entries(contentIcons).map(([name, shape]) => {
    const icon: IconShape = shape;
    return `<symbol id="${name}" viewBox="${icon.viewBox}"><g ${paintOf(icon)}>${icon.paths.map((d) => `<path d="${d}"/>`).join('')}</g></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** FNV-1a of the sprite: its address changes whenever an icon does, so browsers never mix versions. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export const ICON_SPRITE_URL = `${ICON_SPRITE_PATH}?v=${versionOf(iconSprite())}`;

/** One decorative icon (aria-hidden: the surrounding link or button carries the name). */
export function iconSvg(name: ContentIconName, className = 'size-5'): string {
  const icon: IconShape = contentIcons[name];
  return `<svg viewBox="${icon.viewBox}" class="shrink-0 ${className}" aria-hidden="true" focusable="false"><use href="${ICON_SPRITE_URL}#${name}"/></svg>`;
}
