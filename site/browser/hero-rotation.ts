// The home hero rotates its images only once the page has loaded: until then the rotating images
// are not displayed (HomeHero.astro), so, being lazy, they do not compete with the first image,
// the page's largest paint. Visitors who prefer reduced motion never download them.

export function startHeroRotation(): void {
  const hero = document.querySelector<HTMLElement>('.home-hero');
  if (!hero || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const start = () => hero.setAttribute('data-rotating', '');
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
