// A path as the logs may keep it: the customer's request page is reached by a secret link, whose
// token must not outlive the request in log storage (decision 038).
const REQUEST_PAGE_TOKEN = /(\/request\/)[^/?#]+/;

export const loggedPath = (path: string): string => path.replace(REQUEST_PAGE_TOKEN, '$1…');
