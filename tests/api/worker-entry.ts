// The Worker under API test: everything before Astro (headers, redirects, API, media).
import { app } from '../../worker/app.ts';

export default { fetch: app.fetch };
