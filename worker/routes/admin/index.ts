// Every admin endpoint but sign-in, session check and sign-out (./auth.ts) goes through the same
// guard, in this order: a valid session (401 otherwise; the session is then `c.var.admin`), then, for
// a change, the site's own Origin and a JSON body (403 otherwise). The guard sits on the whole
// prefix, so a router mounted here later is covered without doing anything, and an unknown path
// under it answers 401 to a stranger rather than saying what exists. Each router ends its paths
// with methodNotAllowed() (405). tests/api/admin-guard.spec.ts walks every registered route.
import { Hono } from 'hono';
import type { AdminEnv } from '../../env.ts';
import { noStore, requireAdmin, sameOriginJson } from '../../middleware/admin-session.ts';
import { backOfficeSession } from '../../middleware/d1-session.ts';
import { adminQuotesRoutes } from './quotes.ts';
import { adminExquotesRoutes } from './exquotes.ts';
import { adminMetricsRoutes } from './metrics.ts';
import { adminInsightsRoutes } from './insights.ts';
import { adminExcursionsRoutes } from './excursions.ts';
import { adminUploadsRoutes } from './uploads.ts';
import { adminMessagesRoutes } from './messages.ts';
import { adminOutboxRoutes } from './outbox.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminSecurityRoutes } from './security.ts';
import { adminPrivacyRoutes } from './privacy.ts';
import { emailRoutes } from './email.ts';
import { adminBookingsRoutes, adminPaymentsRoutes } from './bookings.ts';
import { adminChauffeurLinksRoutes } from './chauffeur-links.ts';
import { adminMeetingPointsRoutes } from './meeting-points.ts';
import { adminAgendaRoutes, adminChauffeursRoutes, adminExcursionTripRoutes, adminFleetRoutes, adminTripsRoutes } from './operations.ts';

/**
 * A Hono app whose every route, present and future, is behind the admin guard, and reads and writes
 * through the back office's D1 session (`c.var.db`, decision 045), the guard's own read included.
 */
export const guardedByAdmin = () => new Hono<AdminEnv>().use(backOfficeSession(), noStore(), requireAdmin(), sameOriginJson());

/** /api/admin/*: the quote queues, the pending counts, the insights (the business in numbers), the excursions and their image uploads, the customers' conversations (Messages), the e-mail outbox, the audit trail, the admin's second factor, the privacy requests, the requests' offers, payments and refunds, and operations (chauffeurs and their sheet links, fleet, agenda, trips' assignments, excursions' times, the meeting-point library's words). */
export const adminApi = guardedByAdmin()
  .route('/quotes', adminQuotesRoutes)
  .route('/exquotes', adminExquotesRoutes)
  .route('/exquotes', adminExcursionTripRoutes)
  .route('/metrics', adminMetricsRoutes)
  .route('/insights', adminInsightsRoutes)
  .route('/excursions', adminExcursionsRoutes)
  .route('/uploads', adminUploadsRoutes)
  .route('/messages', adminMessagesRoutes)
  .route('/outbox', adminOutboxRoutes)
  .route('/audit', adminAuditRoutes)
  .route('/security', adminSecurityRoutes)
  .route('/privacy', adminPrivacyRoutes)
  .route('/bookings', adminBookingsRoutes)
  .route('/payments', adminPaymentsRoutes)
  .route('/chauffeurs', adminChauffeurLinksRoutes)
  .route('/meeting-points', adminMeetingPointsRoutes)
  .route('/chauffeurs', adminChauffeursRoutes)
  .route('/fleet', adminFleetRoutes)
  .route('/agenda', adminAgendaRoutes)
  .route('/trips', adminTripsRoutes);

/** /api/email/*: the reply to a customer (POST /api/email/send), guarded exactly like /api/admin. */
export const emailApi = guardedByAdmin().route('/', emailRoutes);
