// The route beside the ride form: the map (Google) or a placeholder card, and the totals. Also
// measures the route whenever its points change: Google directions, or the built-in estimate.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { DrivingRoute, RouteMapView } from '../../lib/maps/google.ts';
import { estimateRoute } from '../../lib/maps/estimate.ts';
import { $route, $routePoints, setMeasuredRoute } from '../../stores/booking.ts';
import { routeKey } from '../../stores/booking-route.ts';
import { formatDuration } from '../../../worker/contract/booking-format.ts';
import type { MapsState } from './use-maps.ts';
import { useWizard } from './wizard-context.ts';

/** Wait this long after the points change before asking Google (a burst of edits is one request). */
const DIRECTIONS_DELAY_MS = 300;

export function RoutePanel({ maps }: { maps: MapsState }) {
  const { t } = useWizard();
  const points = useStore($routePoints);
  const totals = useStore($route);
  const key = routeKey(points);
  const [drawn, setDrawn] = useState<DrivingRoute | null>(null);
  const mapElement = useRef<HTMLDivElement>(null);
  const mapView = useRef<RouteMapView | null>(null);

  // Measure the route of the current points. Every point needs coordinates (a chosen suggestion or
  // a known place): free text is left to the quote.
  useEffect(() => {
    if (maps.status === 'checking') return;
    const located = points.length >= 2 && points.every((point) => point.coords);
    if (!located) {
      setMeasuredRoute(points, null);
      setDrawn(null);
      return;
    }
    if (maps.status === 'builtin') {
      const estimate = estimateRoute(points.map((point) => point.coords!));
      setMeasuredRoute(points, estimate && { ...estimate, approximate: true });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void maps.google.route(points).then((route) => {
        if (!current) return;
        setMeasuredRoute(points, route && { distanceKm: route.distanceKm, minutes: route.minutes, approximate: false });
        setDrawn(route);
      });
    }, DIRECTIONS_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` stands for `points`.
  }, [key, maps]);

  useEffect(() => {
    if (maps.status !== 'google' || !mapElement.current) return;
    mapView.current ??= maps.google.createMap(mapElement.current);
    mapView.current.show(drawn);
  }, [maps, drawn]);

  // 'Distance … (approximative)', 'Temps … (approximatif)': the word agrees with its noun in French.
  const approximateDistance = totals?.approximate ? ` (${t('booking.ride.approximateDistance')})` : '';
  const approximateTime = totals?.approximate ? ` (${t('booking.ride.approximateTime')})` : '';
  return (
    <section aria-labelledby="booking-route-heading" className="bk-card flex flex-col gap-4">
      <h3 id="booking-route-heading" className="text-lg text-navy-950">
        {t('booking.ride.route')}
      </h3>
      {maps.status === 'google' ? (
        <div ref={mapElement} role="region" aria-label={t('booking.ride.map')} className="h-56 w-full overflow-hidden rounded-xl bg-sand md:h-72" />
      ) : (
        <p className="bk-route-placeholder">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <circle cx="6" cy="19" r="2" />
            <circle cx="18" cy="5" r="2" />
            <path d="M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16" />
          </svg>
          <span>{t('booking.ride.noMap')}</span>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm" aria-live="polite">
        <div>
          <dt className="text-muted">{t('booking.ride.distance')}</dt>
          <dd className="mt-0.5 font-semibold text-ink">
            {totals ? `${t('booking.unit.km', { km: totals.distanceKm })}${approximateDistance}` : t('booking.ride.inQuote')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('booking.ride.time')}</dt>
          <dd className="mt-0.5 font-semibold text-ink">
            {totals
              ? `${formatDuration(totals.minutes, { hoursMinutes: t('booking.duration.hoursMinutes'), hours: t('booking.duration.hours'), minutes: t('booking.duration.minutes') })}${approximateTime}`
              : t('booking.ride.inQuote')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
