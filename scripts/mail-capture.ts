// The local mail capture server (scripts/lib/mail-capture.ts) for the browser suite: Resend's
// POST /emails on 127.0.0.1:MAIL_CAPTURE_PORT (default E2E_PORT + 2), what it captured at
// GET /__emails?to=, its misbehaviour at POST /__control. Started by playwright.config.ts.
import { startMailCapture } from './lib/mail-capture.ts';

const port = Number(process.env.MAIL_CAPTURE_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 2);
const server = await startMailCapture(port);
console.log(`mail capture listening on http://127.0.0.1:${port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
