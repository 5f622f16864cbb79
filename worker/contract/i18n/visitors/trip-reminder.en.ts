// English words of the customer's reminder before a trip (decision 042): who meets them, in which
// car, where and when. Merged by ../index.ts.
export const enTripReminder = {
  'tripReminder.subject': 'Your chauffeur for {date} at {time}: {name}',
  'tripReminder.subject.changed': 'New chauffeur for {date} at {time}: {name}',
  'tripReminder.heading': 'See you soon, {firstName}',
  'tripReminder.intro': 'Here is who will meet you on {date} at {time} (Paris time).',
  'tripReminder.intro.changed': 'Your chauffeur or car has changed. Here is who will now meet you on {date} at {time} (Paris time).',
  'tripReminder.reference': 'Booking reference',
  'tripReminder.field.chauffeur': 'Your chauffeur',
  'tripReminder.field.phone': 'Chauffeur’s phone',
  'tripReminder.field.car': 'Car',
  'tripReminder.field.plate': 'Plate',
  'tripReminder.field.pickup': 'Pickup',
  'tripReminder.field.to': 'Destination',
  'tripReminder.field.flight': 'Flight or train',
  'tripReminder.field.customer': 'Customer',
  'tripReminder.field.meetingPoint': 'Where we meet you',
  'tripReminder.car': '{vehicle}, {colour}',
  'tripReminder.closing': 'A question or a delay? Call your chauffeur, or us on {phone}, 24/7.',
} as const;
