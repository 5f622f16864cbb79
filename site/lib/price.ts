// Prices as the pages show them: euros in the page's language ('€390', '390 €', '129,50 €').
import { LOCALES, type Lang } from '../i18n/index.ts';

/** `price` is the catalogue's decimal text in euros; cents are shown only when there are some. */
export function formatEuros(price: string, lang: Lang): string {
  const amount = Number(price);
  if (price.trim() === '' || !Number.isFinite(amount)) return price;
  const cents = !Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
