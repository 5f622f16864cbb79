// A path as the logs may keep it: the customer's request page and the chauffeur's sheet are reached
// by secret links, whose tokens must not outlive them in log storage (decisions 038, 042).
const SECRET_LINK_TOKEN = /(\/(?:request|chauffeur)\/)[^/?#]+/;

export const loggedPath = (path: string): string => path.replace(SECRET_LINK_TOKEN, '$1…');
