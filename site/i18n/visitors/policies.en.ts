// English texts of the policies area; merged into the dictionary by ../en.ts.
// The documents themselves live in content/policies/; here are the pages' titles and the UI strings.
export const enPolicies = {
  'page.privacy.title': 'Privacy Notice | Paris Elite Chauffeur',
  'page.privacy.description':
    'How Paris Elite Chauffeur collects, uses and protects your personal data, how long we keep it, and how to exercise your rights under the GDPR.',
  'page.privacy.heading': 'Privacy Notice',
  'page.privacy.intro':
    'We collect only what we need to answer your requests and carry you safely. Here is what we keep, why, for how long, and how to exercise your rights.',

  'policies.lastUpdated': 'Last updated',
  'policies.toc': 'On this page',

  'footer.policy.privacy': 'Privacy Notice',
} as const;
