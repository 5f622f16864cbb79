// The company's public details, in one place: header, footer, structured data and e-mails read them.
export const company = {
  name: 'Paris Elite Chauffeur',
  legalName: 'Paris Elite Chauffeur SAS',
  /** Shown to people. */
  phoneDisplay: '+33 1 84 60 42 10',
  /** For tel: links, E.164. */
  phone: '+33184604210',
  /** WhatsApp number in international format without '+', for wa.me links. */
  whatsapp: '33612345678',
  /** The same WhatsApp number as people read it (texts that quote it without libphonenumber). */
  whatsappDisplay: '+33 6 12 34 56 78',
  email: 'contact@paris-elite-chauffeur.fr',
  address: {
    street: '12 rue de la Paix',
    postalCode: '75002',
    city: 'Paris',
    country: 'FR',
  },
  /** Public site origin; canonical links and sitemaps use it. */
  siteUrl: 'https://www.paris-elite-chauffeur.fr',
  social: {
    instagram: 'https://www.instagram.com/pariselitechauffeur',
    facebook: 'https://www.facebook.com/pariselitechauffeur',
    tiktok: 'https://www.tiktok.com/@pariselitechauffeur',
  },
  openingHours: '24/7',
} as const;

export const whatsappLink = (text?: string) => `https://wa.me/${company.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
