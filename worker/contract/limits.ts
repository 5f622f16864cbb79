// How long each text field may be, in characters (UTF-16 code units, as zod's .max(), an input's
// maxLength and String#slice count them). One object for the three that must agree: the request
// schemas refuse more, the forms' inputs stop there, and the wizard's reader of its saved state cuts
// a saved value to it. Never repeat these numbers elsewhere.

export const FIELD_LIMITS = {
  /** An e-mail address, on every form: the longest a mail server carries (RFC 5321). */
  email: 254,
  /** The hidden field bots fill: refused beyond this, whatever it holds. */
  honeypot: 500,
  /** The booking wizard (POST /api/quotes). */
  booking: {
    firstName: 80,
    lastName: 80,
    /** As typed: the national digits, or a number in international form. */
    phone: 30,
    /** An address: pickup, drop-off and each stop. */
    place: 300,
    /** YYYY-MM-DD */
    date: 10,
    /** HH:MM */
    time: 5,
    flightTrainNumber: 20,
    comments: 2000,
  },
  /** The excursion Book Now modal (POST /api/exquotes). */
  excursionQuote: {
    firstName: 80,
    lastName: 80,
    /** Digits only (the modal strips the rest as typed). */
    phone: 20,
    /** One place to visit, as the excursion names it. */
    highlight: 200,
    /** An address: each stop. */
    place: 300,
    comments: 2000,
    /** How many places to visit one request may name. */
    highlights: 30,
  },
  /** A change asked from the customer's request page (POST /api/request-page/change); a transfer's fields are the booking's. */
  changeRequest: {
    /** An excursion's date and time wishes, free text. */
    dateWishes: 500,
    /** An excursion's passengers, free text ('2 adults, a child of 6'). */
    passengers: 100,
  },
  /** A message the customer writes on their request page (POST /api/request-page/message). */
  requestMessage: 2000,
  /** The back office's search over a quote queue: more than any field searched is worth typing. */
  adminSearch: 200,
  /** The admin's reply to a customer (POST /api/email/send). */
  reply: {
    /** Once on one line. */
    subject: 200,
  },
  /** The admin's answer in a customer conversation (POST /api/admin/messages/:id/reply): as long as a customer's message may be. */
  conversationReply: 5000,
  /** A meeting point's words, in each language (PUT /api/admin/meeting-points/:placeId): a few sentences. */
  meetingPointInstructions: 1000,
  /** The Contact Us form (POST /api/contact). */
  contact: {
    name: 120,
    company: 120,
    street: 200,
    zip: 20,
    city: 120,
    telephone: 40,
    message: 5000,
  },
  /** The back office's sign-in (POST /api/admin/login). */
  adminLogin: {
    username: 80,
    /** Long enough for any passphrase; short enough that no body makes PBKDF2 hash megabytes. */
    password: 256,
    /** The second factor: a 6-digit TOTP code or a 10-character recovery code, with room for spaces and hyphens. */
    code: 32,
  },
  /** The back office's chauffeurs and fleet (decision 042: /api/admin/chauffeurs and /api/admin/fleet). */
  adminOperations: {
    chauffeurName: 80,
    /** As typed, before it is read as E.164. */
    phone: 32,
    plate: 16,
    colour: 40,
  },
  /** The back office's excursion form (POST/PUT /api/admin/excursions). */
  adminExcursion: {
    /** The URL key, e.g. 'seine-evening-cruise' (EXCURSION_REF_PATTERN allows 100). */
    key: 100,
    title: 200,
    tagline: 300,
    description: 2000,
    longDescription: 10000,
    goodToKnow: 5000,
    /** '450' or '129.50': six digits of euros are more than any excursion costs. */
    price: 9,
    /** One highlight: the Book Now modal sends them back (FIELD_LIMITS.excursionQuote.highlight). */
    highlight: 200,
    /** How many highlights: the Book Now modal may send them all back (excursionQuote.highlights). */
    highlights: 30,
    includedItem: 300,
    included: 30,
    term: 500,
    terms: 30,
    /** An image's URL: '/media/<key>' or an https address. */
    imageUrl: 500,
    imageAlt: 300,
    images: 20,
  },
} as const;
