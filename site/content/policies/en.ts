// The legal documents in English. French is the authoritative version (see terms § Language): any
// change here must be made in fr.ts too, with the same section ids in the same order.
import { company } from '../../../worker/contract/company.ts';
import { CANCELLATION_SCHEDULES, POLICY_NUMBERS } from '../../../worker/contract/cancellation-policy.ts';
import { CHAUFFEUR_CALL_MINUTES, INCLUDED_WAITING_MINUTES, LEAD_TIME_HOURS } from '../../../worker/contract/constants.ts';
import { DEPOSIT_PERCENT_DEFAULT } from '../../../worker/contract/money.ts';
import type { PolicyDocuments } from './types.ts';

const email = `[${company.email}](mailto:${company.email})`;
const phone = `[${company.phoneDisplay}](tel:${company.phone})`;
const postalAddress = `${company.address.street}, ${company.address.postalCode} ${company.address.city}, France`;

const bookingPolicy = '[Booking Policy](/booking-policy)';
const paymentTerms = '[Payment Terms](/payment-policy)';
const cancellationPolicy = '[Cancellation Policy](/cancellation-policy)';
const combinedPolicy = '[Booking, Payment and Cancellation Policy](/policy)';
const terms = '[Terms and Conditions](/terms-conditions)';
const privacyNotice = '[Privacy Notice](/privacy)';

/** The rule that splits the two sets of policies, stated at the top of each. */
const transferScope = 'airport and station transfers, rides within Paris and business transfers, whether one way, return or with several stops';
const otherServicesScope = 'excursions, hourly chauffeur hire and tailor-made services';

// The policies' numbers come from the contract, written once (decision 040): none is typed here.
const [transferFree, transferLate, transferLastMinute] = CANCELLATION_SCHEDULES.transfer.windows;
const [servicesFree, servicesLate] = CANCELLATION_SCHEDULES.excursion.windows;
const changeHours = CANCELLATION_SCHEDULES.transfer.changeUntilHours ?? 0;
const { advisedBookingHours, noShowWaitHours, refundBusinessDays, refundBusinessDaysInternational, disputeDays, bankProofWorkingDays } = POLICY_NUMBERS;
const hours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;
const minutes = (count: number) => `${count} minutes`;
const percent = (value: number) => `${value}%`;
const deposit = percent(DEPOSIT_PERCENT_DEFAULT);
const refundDays = `${refundBusinessDays.from} to ${refundBusinessDays.to} business days`;

const cookieItems = [
  `“lang”, which remembers the language of the last page you viewed, so that the site does not send you back to the other language. It holds nothing but “en” or “fr” and expires after 12 months.`,
  'A session cookie in the back office, used only by our staff to stay signed in. It is deleted when they sign out or when the session expires.',
];

export const enPolicyDocuments: PolicyDocuments = {
  bookingPolicy: {
    updated: '2026-11-26',
    sections: [
      {
        id: 'scope',
        heading: 'Scope',
        paragraphs: [
          `This Booking Policy applies to transfers: ${transferScope}. Their payment and cancellation are covered by our ${paymentTerms} and ${cancellationPolicy}.`,
          `Excursions, hourly chauffeur hire and tailor-made services follow our ${combinedPolicy} instead; your quote states which policy applies. Our ${terms} apply to every service.`,
        ],
      },
      {
        id: 'when-to-book',
        heading: 'When to book',
        paragraphs: [
          `We advise booking at least ${hours(advisedBookingHours)} before pickup. As French law requires for chauffeur-driven vehicles (VTC), every ride is booked in advance: our chauffeurs cannot pick up passengers who hail them in the street.`,
          `The online booking form accepts pickups from ${hours(LEAD_TIME_HOURS)} ahead, which leaves time for our quote and your payment. For a ride sooner than that, call us on ${phone} or message us on WhatsApp, and we will do our best to find you a chauffeur.`,
        ],
      },
      {
        id: 'quote-request',
        heading: 'Your request is a quote request',
        paragraphs: [
          'Whether you use the booking form, e-mail, phone or WhatsApp, what you send us is a request for a quote, not a booking. It commits neither you nor us.',
          'To prepare an accurate quote, we need:',
        ],
        items: [
          'the pickup and drop-off addresses, and any stops;',
          'the date and time of pickup, and of the return journey for a return transfer;',
          'the number of passengers and the luggage, including bulky items such as sports equipment, pushchairs or wheelchairs;',
          'the vehicle you prefer and the options you need: baby seats, booster seats, animals;',
          'your flight or train number for a pickup at an airport or a station;',
          'your name, your e-mail address and a phone number on which the chauffeur can reach you on the day.',
        ],
      },
      {
        id: 'quote',
        heading: 'Your quote',
        paragraphs: [
          'We reply by e-mail with a personalised quote. It describes the ride and the vehicle, gives the fixed price in euros and includes a secure payment link. Prices are not displayed on the website: each ride is priced in its quote.',
          'Until you have paid, the quote is not a booking and the vehicle is not reserved for you. We may update or withdraw an unpaid quote, for instance if the vehicle is no longer available; we tell you if this happens.',
        ],
      },
      {
        id: 'confirmation',
        heading: 'Confirmation',
        paragraphs: [
          'Your booking is confirmed only once your payment has been received. We then send you a confirmation e-mail with a booking reference number. Please quote this reference whenever you contact us about your ride.',
          'Check the details in the confirmation as soon as you receive it, and tell us straight away if anything is wrong.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changing your ride',
        paragraphs: [
          `You can change your ride up to ${hours(changeHours)} before pickup: time, addresses, stops, number of passengers, luggage or options. Ask for it on your request page (through the link in our e-mails), write to us at ${email} or call ${phone}, quoting your booking reference.`,
          'We confirm every change in writing. If a change alters the price (a longer route, an extra stop, a larger vehicle), we give you the new price first, and the change applies once you have accepted it and paid the difference. If the new price is lower, we refund the difference.',
          `Less than ${hours(changeHours)} before pickup, a change can no longer be guaranteed. We will try to make it, but if the ride has to be cancelled, our ${cancellationPolicy} applies.`,
        ],
      },
      {
        id: 'on-the-day',
        heading: 'On the day',
        items: [
          `Your chauffeur contacts you ${minutes(CHAUFFEUR_CALL_MINUTES)} before pickup, on the phone number you gave us.`,
          'At an airport or a station, your chauffeur waits for you in the arrivals area. Give us your flight or train number so that we can follow any delay.',
          `Each transfer includes ${minutes(INCLUDED_WAITING_MINUTES)} of waiting from the pickup time. Beyond that, waiting is charged at the vehicle’s hourly rate.`,
          `If, after ${hours(noShowWaitHours)} of waiting, you have not arrived and we cannot reach you, the ride is treated as a no-show (see our [Cancellation Policy](/cancellation-policy#no-show)).`,
        ],
      },
      {
        id: 'accuracy',
        heading: 'Accuracy of the information you give',
        paragraphs: [
          'Your quote is based on the information you give us. Our vehicles carry at most 4 passengers and 3 suitcases (Lexus, Mercedes E‑Class) or 8 passengers and 6 suitcases (Mercedes V‑Class).',
          'If there are more passengers or more luggage than booked, or more than the vehicle can safely carry, the chauffeur may have to refuse the extra passengers or luggage. Where one is available, we will offer a larger or an additional vehicle, at an extra cost.',
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        paragraphs: [`For any question about a booking, write to ${email} or call ${phone}, 24 hours a day, 7 days a week.`],
      },
    ],
  },

  paymentPolicy: {
    updated: '2026-11-21',
    sections: [
      {
        id: 'scope',
        heading: 'Scope',
        paragraphs: [
          `These Payment Terms apply to transfers: ${transferScope}.`,
          `Excursions, hourly chauffeur hire and tailor-made services are confirmed by a ${deposit} prepayment, as set out in our ${combinedPolicy}.`,
        ],
      },
      {
        id: 'prices',
        heading: 'Prices',
        paragraphs: [
          'Our prices are in euros, all taxes included. They are not displayed on the website: each ride is priced individually, in the quote we send you by e-mail.',
          'The price in your quote is fixed: it does not depend on traffic or on the route taken. It includes:',
        ],
        items: ['the vehicle;', 'the chauffeur;', 'fuel;', 'motorway and road tolls;', `${minutes(INCLUDED_WAITING_MINUTES)} of waiting at pickup.`],
        after: [
          `Extra waiting beyond ${minutes(INCLUDED_WAITING_MINUTES)} and changes you ask for after booking are charged in addition, as explained in our ${bookingPolicy}.`,
        ],
      },
      {
        id: 'how-to-pay',
        heading: 'How to pay',
        paragraphs: [
          'Your quote comes with a secure payment link from our payment provider. Your booking is confirmed once the payment has gone through; we then e-mail you your booking reference number.',
          'We accept Visa, Mastercard, Maestro, American Express, Diners Club and Discover cards.',
        ],
      },
      {
        id: 'card-security',
        heading: 'Card security',
        paragraphs: [
          'You enter your card details on the payment provider’s secure page, never on our website. The connection is encrypted, and your bank may ask you to confirm the payment (strong customer authentication, such as 3‑D Secure).',
          'We never see or store your card number or security code. We only receive confirmation that the payment succeeded, with its amount, date and reference.',
        ],
      },
      {
        id: 'extras',
        heading: 'Extras on the day',
        paragraphs: ['If extra waiting time or a change made on the day is charged, we send you a detailed statement and a payment link after the ride.'],
      },
      {
        id: 'invoices',
        heading: 'Invoices',
        paragraphs: [
          'We send you an invoice by e-mail on request. For an invoice in a company’s name, give us the company’s name, address and VAT number when you book.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        paragraphs: [
          `When a refund is due, after a cancellation under our ${cancellationPolicy} or for a ride we could not provide, we refund the card used for payment. Refunds take ${refundDays} to reach your account, and up to ${refundBusinessDaysInternational} business days for international cards.`,
        ],
      },
      {
        id: 'disputes',
        heading: 'Questions about a payment',
        paragraphs: [
          `If you disagree with an amount charged, write to us at ${email} within ${disputeDays} days of the ride, quoting your booking reference. We will look into it and reply by e-mail; if the amount was wrong, we refund the difference.`,
          'This does not affect your statutory rights or the rights you have with your bank.',
        ],
      },
    ],
  },

  cancellationPolicy: {
    updated: '2026-11-26',
    sections: [
      {
        id: 'scope',
        heading: 'Scope',
        paragraphs: [
          `This Cancellation Policy applies to transfers: ${transferScope}.`,
          `Excursions, hourly chauffeur hire and tailor-made services have their own notice periods and fees, set out in our ${combinedPolicy}.`,
        ],
      },
      {
        id: 'how-to-cancel',
        heading: 'How to cancel',
        paragraphs: [
          `Write to us at ${email}, or call ${phone} and confirm by e-mail, quoting your booking reference. The notice period runs from the time we receive your message to the pickup time in your confirmation. We acknowledge every cancellation by e-mail.`,
          `Until ${hours(transferLate.fromHours)} before pickup, you can also cancel on your request page (through the link in our e-mails): it shows the fee and the refund before you confirm, and the cancellation takes effect at once. After that, please call us.`,
        ],
      },
      {
        id: 'fees',
        heading: 'Cancellation fees',
        paragraphs: ['What we refund depends on how long before pickup you cancel:'],
        items: [
          `${hours(transferFree.fromHours)} or more before pickup: free cancellation, ${percent(100 - transferFree.feePercent)} of the price is refunded.`,
          `Less than ${hours(transferFree.fromHours)} before pickup: a fee of ${percent(transferLate.feePercent)} of the price is charged, ${percent(100 - transferLate.feePercent)} is refunded.`,
          `Less than ${hours(transferLate.fromHours)} before pickup: a fee of ${percent(transferLastMinute.feePercent)} of the price is charged, ${percent(100 - transferLastMinute.feePercent)} is refunded.`,
          'No-show: no refund.',
        ],
        after: ['For a return transfer, each journey is treated separately, according to its own pickup time.'],
      },
      {
        id: 'no-show',
        heading: 'No-show',
        paragraphs: [
          `A ride is a no-show when the chauffeur has waited ${hours(noShowWaitHours)} at the pickup point after the pickup time without being able to find or reach you. The chauffeur then leaves, and the price is not refunded.`,
          'If your flight or train is delayed, tell us as soon as you can. When you have given us its number, the waiting time runs from its actual arrival time.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changing rather than cancelling',
        paragraphs: [
          `A ride can be changed free of charge up to ${hours(changeHours)} before pickup, apart from any difference in price, as explained in our [Booking Policy](/booking-policy#changes).`,
        ],
      },
      {
        id: 'cancellation-by-us',
        heading: 'If we have to cancel',
        paragraphs: [
          'If we cannot provide your ride, because of a breakdown, an accident or a case of [force majeure](/terms-conditions#force-majeure), we tell you as soon as possible and offer you a vehicle of the same or a higher category at no extra cost. If you decline it, or if none is available, we refund everything you paid.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refund times',
        paragraphs: [
          `Refunds are made to the card used for payment. They take ${refundDays} to reach your account, and up to ${refundBusinessDaysInternational} business days for international cards.`,
        ],
      },
      {
        id: 'disputes',
        heading: 'Disputes',
        paragraphs: [
          `If you disagree with a cancellation fee, write to us at ${email} within ${disputeDays} days of the planned pickup date, quoting your booking reference. If we cannot agree, you may turn to the mediation procedure described in our [Terms and Conditions](/terms-conditions#law).`,
        ],
      },
    ],
  },

  policy: {
    updated: '2026-11-26',
    sections: [
      {
        id: 'scope',
        heading: 'Which services this policy covers',
        paragraphs: [
          `This policy applies to ${otherServicesScope} (long-distance journeys, weddings, events and other bespoke requests).`,
          `Transfers (${transferScope}) follow our separate ${bookingPolicy}, ${paymentTerms} and ${cancellationPolicy}. Your quote states which policy applies to your booking. The rules on waiting time and on your chauffeur’s call before pickup are the same for every service, and our ${terms} apply in all cases.`,
        ],
      },
      {
        id: 'booking',
        heading: 'Booking and confirmation',
        paragraphs: [
          'Every request is a quote request. We reply by e-mail with a personalised quote describing the service, the vehicle and the price.',
          `To confirm your booking, pay a prepayment of ${deposit} of the price, by card or by bank transfer. Your booking is confirmed once we have received the prepayment or, for a bank transfer, proof of the transfer. We then send you a confirmation e-mail with your booking reference number.`,
          'Unless your quote states otherwise, the balance is payable before the service begins.',
        ],
      },
      {
        id: 'bank-transfer',
        heading: 'Paying by bank transfer',
        paragraphs: [
          `Our bank details are given in the quote. Send us proof of the transfer within ${bankProofWorkingDays} working days of accepting the quote. Without it, the booking is cancelled, at no charge to you.`,
        ],
      },
      {
        id: 'cards',
        heading: 'Paying by card',
        paragraphs: [
          'Card payments are processed by our card payment provider, on its secure page. We accept Visa, Mastercard, Maestro, American Express, Diners Club and Discover cards. We never see or store your card number.',
        ],
      },
      {
        id: 'prices',
        heading: 'What the price includes',
        paragraphs: ['Prices are in euros, all taxes included. The price includes:'],
        items: ['the vehicle and the chauffeur;', 'fuel;', 'tolls.'],
        after: [
          'Unless your quote says otherwise, it does not include guides, entrance tickets to monuments, museums and other sites, or parking fees at tourist sites.',
        ],
      },
      {
        id: 'waiting-time',
        heading: 'Waiting time',
        paragraphs: [
          `Each transfer includes ${minutes(INCLUDED_WAITING_MINUTES)} of waiting from the agreed pickup time. Beyond that, waiting is charged at the vehicle’s hourly rate.`,
          'During hourly hire and excursions, your chauffeur stays with you for the time booked; any time beyond it is charged at the vehicle’s hourly rate.',
        ],
      },
      {
        id: 'before-pickup',
        heading: 'Before pickup',
        paragraphs: [
          `Your chauffeur contacts you ${minutes(CHAUFFEUR_CALL_MINUTES)} before pickup, on the phone number you gave us. Please keep your phone on and within reach.`,
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancellation',
        paragraphs: [
          `To cancel, write to us at ${email}, quoting your booking reference. The notice period runs from the time we receive your message to the start of the service. The fees depend on how long before the start you cancel:`,
        ],
        items: [
          `${hours(servicesFree.fromHours)} or more before: no fee, your prepayment is refunded in full.`,
          `Between ${servicesFree.fromHours} and ${hours(servicesLate.fromHours)} before: a fee of ${percent(servicesLate.feePercent)} of the price, which is the prepayment we keep.`,
          `Less than ${hours(servicesLate.fromHours)} before, or no-show: the full price is due.`,
        ],
        after: [`A no-show is when, after ${hours(noShowWaitHours)} of waiting at the pickup point, the chauffeur has not been able to find or reach you.`],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        paragraphs: [
          `Refunds are made by the means you used to pay: to your card, within ${refundDays} (up to ${refundBusinessDaysInternational} for international cards), or by bank transfer to the account you paid from.`,
        ],
      },
      {
        id: 'cancellation-by-us',
        heading: 'If we have to cancel',
        paragraphs: [
          'If we cannot provide the service, because of a breakdown, an accident or a case of [force majeure](/terms-conditions#force-majeure), we tell you as soon as possible and offer you a vehicle of the same or a higher category at no extra cost. If you decline it, or if none is available, we refund everything you paid.',
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        paragraphs: [`For any question about a booking, write to ${email} or call ${phone}, 24 hours a day, 7 days a week.`],
      },
    ],
  },

  terms: {
    updated: '2026-11-21',
    sections: [
      {
        id: 'purpose',
        heading: 'Purpose and scope',
        paragraphs: [
          `These Terms and Conditions govern the use of this website and every service provided by ${company.legalName}: transfers, hourly chauffeur hire, tailor-made services and excursions.`,
          `They are completed by our policies: the ${bookingPolicy}, ${paymentTerms} and ${cancellationPolicy} for transfers, and the ${combinedPolicy} for ${otherServicesScope}. Together with your quote, these documents form the contract between you and us. If they conflict, the quote prevails over the policies, and the policies prevail over these terms.`,
          'By ticking the box on the booking summary, or by paying a quote, you confirm that you have read and accepted these terms.',
        ],
      },
      {
        id: 'company',
        heading: 'Who we are',
        paragraphs: ['The website and the services are provided by:'],
        items: [
          `${company.legalName}, a French simplified joint-stock company (société par actions simplifiée, SAS);`,
          `registered office: ${postalAddress};`,
          `e-mail: ${email};`,
          `phone: ${phone}, 24 hours a day, 7 days a week.`,
        ],
        after: [
          'We operate chauffeur-driven vehicles (VTC) under the French Transport Code. Our chauffeurs hold a professional VTC card, and our vehicles are insured for carrying passengers for hire.',
        ],
      },
      {
        id: 'contract',
        heading: 'Quote requests and formation of the contract',
        paragraphs: [
          'A request sent through the website, by e-mail, by phone or on WhatsApp is a quote request. It commits neither you nor us.',
          'We reply by e-mail with a personalised quote and a payment link. The contract is formed when you accept the quote by paying: the full price for a transfer, or the 50% prepayment for an excursion, hourly hire or a tailor-made service. We confirm it by e-mail with a booking reference number.',
          'We may decline a request, for instance when no vehicle is available or the journey is outside the area we serve. Nothing is charged for a request we decline.',
        ],
      },
      {
        id: 'prices-payment',
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are in euros, all taxes included, and are given only in the quote. The price is fixed for the service described and includes the vehicle, the chauffeur, fuel and tolls. Extra waiting time, changes you ask for and anything the quote excludes are charged as set out in our policies.',
          `Payment methods, refunds and cancellation fees are described in our ${paymentTerms}, our ${cancellationPolicy} and our ${combinedPolicy}.`,
        ],
      },
      {
        id: 'withdrawal',
        heading: 'No right of withdrawal',
        paragraphs: [
          'Passenger transport services are excluded from the 14-day right of withdrawal that applies to distance contracts (Article L.221-2 of the French Consumer Code), as are leisure services provided on a set date, such as excursions (Article L.221-28). You may nevertheless cancel a booking at any time, on the terms of our cancellation policies.',
        ],
      },
      {
        id: 'passengers',
        heading: 'Passengers’ obligations',
        paragraphs: ['For everyone’s safety and comfort, passengers agree to:'],
        items: [
          'wear their seat belt throughout the journey, as French law requires;',
          'have children travel in a seat suited to their age and weight: baby seats and booster seats are provided on request, so ask for them when you book and give each child’s age;',
          'declare their luggage when booking, including bulky items such as sports equipment, pushchairs or wheelchairs, and carry no dangerous or illegal goods;',
          'declare any animal when booking (assistance dogs accompanying a person with a disability are always accepted);',
          'not smoke or vape in the vehicle;',
          'behave respectfully towards the chauffeur, and do nothing that could distract the chauffeur, endanger safety or damage the vehicle;',
          'be at the pickup point on time and reachable on the phone number given.',
        ],
        after: [
          'The chauffeur may refuse to start or may end a ride if a passenger’s behaviour endangers safety, if there are more passengers than the vehicle is allowed to carry, or if a child cannot travel in a suitable seat. The ride is then treated as cancelled by the customer. Damage caused to the vehicle by a passenger, including soiling that requires special cleaning, is charged at its actual cost.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'We carry you with care and do our utmost to keep to the times agreed. We are liable for the proper performance of the services we have agreed to provide, under French law.',
          'We are not liable for delays, or for their consequences such as a missed flight, train or appointment, when they are caused by traffic, road works or closures, weather, demonstrations, police checks or other circumstances beyond our control, or by inaccurate information or lateness on your part. Please allow a comfortable margin, especially before a flight or a train.',
          'Passengers are responsible for their belongings. We keep items found in our vehicles for their owners; contact us to collect them or to have them sent to you at your expense.',
          'Our liability is limited to direct and foreseeable damage. Nothing in these terms excludes or limits our liability where the law does not allow it, in particular for bodily injury or for gross or wilful misconduct, nor does it affect the rights that consumers hold under mandatory law.',
        ],
      },
      {
        id: 'personal-data',
        heading: 'Personal data and your rights',
        paragraphs: [
          `We use the personal data you give us (names, contact details, ride details) to answer your request and to carry out your booking, in accordance with the General Data Protection Regulation (GDPR) and the French Data Protection Act (loi Informatique et Libertés). Our ${privacyNotice} explains what we collect, why, who receives it and how long we keep it.`,
          'You have the right to:',
        ],
        items: [
          'access your data and obtain a copy of it;',
          'have inaccurate data corrected;',
          'have your data erased;',
          'restrict its use;',
          'object to its use when it is based on our legitimate interests;',
          'receive the data you gave us in a portable format;',
          'withdraw your consent at any time, where we rely on it;',
          'give instructions on what happens to your data after your death.',
        ],
        after: [
          `To exercise these rights, write to ${email}. We reply within one month. If you believe your rights have not been respected, you may lodge a complaint with the CNIL, the French data protection authority ([www.cnil.fr](https://www.cnil.fr)).`,
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: ['This website only sets cookies that are strictly necessary for it to work, which do not require your consent:'],
        items: cookieItems,
        after: ['We set no analytics, tracking or advertising cookies.'],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        paragraphs: [
          `The website and its content (texts, photographs, logos, the name ${company.name}, graphics and software) belong to ${company.legalName} or to its licensors and are protected by intellectual property law. You may view and print them for your personal use. Any other reproduction, representation, adaptation or use, in whole or in part, without our prior written consent is prohibited and may constitute an infringement.`,
        ],
      },
      {
        id: 'force-majeure',
        heading: 'Force majeure',
        paragraphs: [
          'Neither party is liable for failing to perform its obligations when prevented by force majeure within the meaning of Article 1218 of the French Civil Code: an event beyond its control, which could not reasonably have been foreseen when the contract was made and whose effects cannot be avoided by appropriate measures, such as extreme weather, natural disasters, road closures ordered by the authorities, epidemics or serious civil unrest.',
          'If force majeure prevents a ride, we tell you as soon as possible. If the ride cannot be moved to a date that suits you, the booking is cancelled and what you paid is refunded, with no other compensation due by either party.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms, for instance to follow changes in the law or in our services. A booking is governed by the version in force on the day you accepted the quote. The date of the latest version is shown at the top of this page.',
        ],
      },
      {
        id: 'language',
        heading: 'Language',
        paragraphs: ['These terms are written in French and in English. In case of discrepancy between the two versions, the French version prevails.'],
      },
      {
        id: 'law',
        heading: 'Governing law and disputes',
        paragraphs: [
          'These terms, and the contracts made under them, are governed by French law.',
          `If a dispute arises, please write to us first at ${email}, so that we can look for a solution together.`,
          'If you are a consumer and your written complaint has not settled the dispute, you may refer it free of charge to a consumer mediator, under Articles L.612-1 and following of the French Consumer Code, within one year of your written complaint. We give you the mediator’s contact details on request.',
          'Failing an amicable settlement, the French courts have exclusive jurisdiction, without prejudice to the mandatory rules that protect consumers, in particular those on which court has territorial jurisdiction.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['For any question about these terms or about a booking, contact us:'],
        items: [`by e-mail: ${email};`, `by phone: ${phone}, 24 hours a day, 7 days a week;`, `by post: ${company.legalName}, ${postalAddress}.`],
      },
    ],
  },

  privacy: {
    updated: '2026-11-21',
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible for your data',
        paragraphs: [
          `${company.legalName}, ${postalAddress}, is the controller of the personal data collected through this website and when you book our services. For any question about your data, write to ${email}.`,
        ],
      },
      {
        id: 'data-collected',
        heading: 'What we collect',
        paragraphs: ['We only collect what we need to answer you and to carry you. When you request a quote for a transfer, we store:'],
        items: [
          'your first name, last name, e-mail address and phone number;',
          'the pickup and drop-off addresses, any stops, and the distance and duration of the route;',
          'the date and time of pickup, and of the return journey for a return transfer;',
          'the type of transfer, the number of passengers and any extra time;',
          'the vehicle and the options chosen: luggage, sports equipment, child seats, wheelchairs, animals;',
          'your flight or train number, if you give it;',
          'your comments.',
        ],
        after: [
          'When you request an excursion, we store your name, e-mail address, phone number and comments, the excursion chosen, the highlights you selected, the stops you added and whether you would like a photographer.',
          'When you write to us through the contact form, we store your name, phone number, e-mail address and message. We also keep the e-mails and messages we exchange with you.',
          'When you pay, the payment provider sends us confirmation of the payment (amount, date, reference). We never receive your card number.',
          'Like any website, our servers record technical data for security purposes: IP address, date and time, page requested.',
        ],
      },
      {
        id: 'sensitive-data',
        heading: 'Wheelchairs and children',
        paragraphs: [
          'If you tell us that a passenger uses a wheelchair, this may reveal information about their health. We use it only to provide a suitable vehicle and assistance, with your explicit consent, which you give by entering it; you may withdraw it at any time by writing to us. Likewise, we use the ages of children only to provide suitable seats.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we use your data, and on what legal basis',
        items: [
          'To answer your quote request or message and prepare your quote: steps taken at your request before a contract (Article 6(1)(b) GDPR).',
          'To carry out your booking (organising the ride, informing the chauffeur, contacting you on the day, handling changes, cancellations and refunds): performance of the contract (Article 6(1)(b) GDPR).',
          'To issue invoices and keep our accounts: our legal obligations under French tax and commercial law (Article 6(1)(c) GDPR).',
          'To handle complaints and disputes, ask for your feedback after a ride and keep the website secure: our legitimate interests (Article 6(1)(f) GDPR).',
          'To take a passenger’s wheelchair into account: your explicit consent (Article 9(2)(a) GDPR).',
        ],
        after: ['We do not send newsletters or advertising, we do not sell your data, and we make no decision about you by automated means alone.'],
      },
      {
        id: 'recipients',
        heading: 'Who receives your data',
        paragraphs: [
          'Your data is read only by our staff and, for your ride, by the chauffeur assigned to it, who receives only what is needed: your name and phone number, the ride details, your flight or train number and the options booked.',
          'It is also processed on our behalf, under contract, by:',
        ],
        items: [
          'our hosting provider, which runs the website and its database;',
          'our e-mail provider, which sends and receives our e-mails;',
          'the mapping service used by the booking form, which receives the addresses you type in order to suggest places and calculate the route.',
        ],
        after: [
          'When you pay, the payment provider processes your payment details as a controller in its own right, under its own privacy policy; so does WhatsApp if you choose to write to us there. We may also have to disclose data to public authorities when the law requires it. We never sell or rent your data.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transfers outside the European Union',
        paragraphs: [
          `Some of our providers may process data outside the European Union. Any such transfer is covered by an adequacy decision of the European Commission or by the standard contractual clauses it has adopted. You can ask us for details at ${email}.`,
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep your data',
        items: [
          'Quote requests not followed by a booking, contact-form messages, and the e-mails and WhatsApp messages exchanged about them: 24 months after our last exchange at most.',
          'Bookings: for the duration of the service, then 5 years after the ride (the limitation period for legal claims), with access restricted to handling a claim or a dispute.',
          'Invoices and accounting records, including payment references: 10 years, as French law requires.',
          'Technical logs: 12 months at most.',
          'The “lang” cookie: 12 months. The back-office session cookie: until sign-out or the end of the session.',
        ],
        after: ['At the end of these periods, the data is deleted or anonymised.'],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'The website is served only over an encrypted connection (HTTPS). The back office is open only to our staff, protected by a password and a signed session cookie. Card payments are handled entirely by the payment provider, which complies with the card industry’s security standard (PCI DSS). Our providers are bound by confidentiality and security obligations.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: ['Under the GDPR and the French Data Protection Act, you have the right to:'],
        items: [
          'access your data and obtain a copy of it;',
          'have inaccurate data corrected;',
          'have your data erased;',
          'restrict its use;',
          'object to its use when it is based on our legitimate interests;',
          'receive the data you gave us in a portable format;',
          'withdraw your consent at any time, without affecting what was done before;',
          'give instructions on what happens to your data after your death.',
        ],
        after: [
          `To exercise your rights, write to ${email}, or by post to the address above. We reply within one month; for a complex request this may be extended by two months, and we tell you why. If we have reasonable doubts about your identity, we may ask you for information to confirm it. Some data must be kept despite a request for erasure when the law requires it, such as invoices.`,
        ],
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        paragraphs: [
          'If you believe we have not respected your rights, you may lodge a complaint with the CNIL (Commission nationale de l’informatique et des libertés), the French data protection authority: [www.cnil.fr](https://www.cnil.fr). We would be grateful for the chance to address your concern first.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: ['This website only sets cookies that are strictly necessary for it to work, which do not require your consent:'],
        items: cookieItems,
        after: [`We set no analytics, tracking or advertising cookies. See also our ${terms}.`],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        paragraphs: ['We update this notice when our practices or the law change. The date of the latest version is shown at the top of this page.'],
      },
    ],
  },
};
