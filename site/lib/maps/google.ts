/// <reference types="google.maps" />
// Google Maps through @googlemaps/js-api-loader (v2: setOptions + importLibrary), loaded only when a
// key is configured and the ride step is shown. The surface is deliberately small, and
// tests/support/fake-google-maps.js implements exactly it: AutocompleteService.getPlacePredictions,
// AutocompleteSessionToken, Geocoder.geocode (place details), DirectionsService.route,
// DirectionsRenderer and Map.
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { Lang } from '../../i18n/index.ts';
import { isWithinServiceArea, type LatLng } from '../../../worker/contract/booking-rules.ts';
import { AUTOCOMPLETE_MAX_SUGGESTIONS, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, SERVICE_BOUNDS } from '../../../worker/contract/constants.ts';
import type { RoutePoint } from '../../stores/booking-route.ts';
import type { PlaceSearch, PlaceSuggestion } from './place-search.ts';
import { withRetry } from './retry.ts';

/** Suggestions stay inside the service area: the classic API restricts to at most 5 countries, so bounds it is. */
const SERVICE_AREA: google.maps.LatLngBoundsLiteral = {
  south: SERVICE_BOUNDS.minLat,
  north: SERVICE_BOUNDS.maxLat,
  west: SERVICE_BOUNDS.minLng,
  east: SERVICE_BOUNDS.maxLng,
};

export interface DrivingRoute {
  /** Road kilometres, rounded. */
  distanceKm: number;
  /** Driving minutes, rounded. */
  minutes: number;
  /** For drawing on the map. */
  directions: google.maps.DirectionsResult;
}

export interface RouteMapView {
  /** Draws the route, or goes back to the default view. */
  show(route: DrivingRoute | null): void;
}

export interface GoogleMaps {
  places: PlaceSearch;
  /** The driving route along the points (coordinates when known, else the text); null on failure. */
  route(points: readonly RoutePoint[]): Promise<DrivingRoute | null>;
  createMap(container: HTMLElement): RouteMapView;
}

let loading: Promise<GoogleMaps> | null = null;

/**
 * Loads the Maps JavaScript API once per page (language = the page's, region FR, weekly version),
 * retried as the spec says; rejects after the last retry (the wizard then uses its built-in places).
 */
export function loadGoogleMaps(key: string, lang: Lang): Promise<GoogleMaps> {
  if (!loading) {
    setOptions({ key, v: 'weekly', language: lang, region: 'FR' });
    loading = withRetry(() => Promise.all([importLibrary('places'), importLibrary('geocoding'), importLibrary('routes'), importLibrary('maps')])).then(
      ([places, geocoding, routes, maps]) => googleMaps(lang, places, geocoding, routes, maps),
    );
  }
  return loading;
}

function googleMaps(
  lang: Lang,
  places: google.maps.PlacesLibrary,
  geocoding: google.maps.GeocodingLibrary,
  routes: google.maps.RoutesLibrary,
  maps: google.maps.MapsLibrary,
): GoogleMaps {
  const autocomplete = new places.AutocompleteService();
  const geocoder = new geocoding.Geocoder();
  const directions = new routes.DirectionsService();
  // One session per address typed and chosen, as Google bills autocomplete.
  let session = new places.AutocompleteSessionToken();

  const search: PlaceSearch = {
    kind: 'google',
    suggest(query) {
      return new Promise<PlaceSuggestion[]>((resolve) => {
        autocomplete.getPlacePredictions(
          { input: query, types: ['geocode'], language: lang, region: 'fr', locationRestriction: SERVICE_AREA, sessionToken: session },
          (predictions, status) => {
            resolve(
              status === 'OK' && predictions
                ? predictions.slice(0, AUTOCOMPLETE_MAX_SUGGESTIONS).map((prediction) => ({ id: prediction.place_id, label: prediction.description }))
                : [],
            );
          },
        );
      });
    },
    async choose(suggestion) {
      try {
        const { results } = await geocoder.geocode({ placeId: suggestion.id, language: lang });
        session = new places.AutocompleteSessionToken();
        const place = results[0];
        if (!place) return null;
        const coords: LatLng = { lat: place.geometry.location.lat(), lng: place.geometry.location.lng() };
        if (!isWithinServiceArea(coords)) return 'outOfArea';
        return { label: suggestion.label || place.formatted_address, coords };
      } catch (error) {
        console.warn('Place details failed', error);
        return null;
      }
    },
  };

  return {
    places: search,
    async route(points) {
      if (points.length < 2) return null;
      const at = (point: RoutePoint) => point.coords ?? point.label;
      try {
        const result = await directions.route({
          origin: at(points[0]!),
          destination: at(points[points.length - 1]!),
          waypoints: points.slice(1, -1).map((point) => ({ location: at(point), stopover: true })),
          travelMode: 'DRIVING' as google.maps.TravelMode,
          region: 'fr',
        });
        const legs = result.routes[0]?.legs ?? [];
        if (legs.length === 0) return null;
        const meters = legs.reduce((sum, leg) => sum + (leg.distance?.value ?? 0), 0);
        const seconds = legs.reduce((sum, leg) => sum + (leg.duration?.value ?? 0), 0);
        return { distanceKm: Math.round(meters / 1000), minutes: Math.round(seconds / 60), directions: result };
      } catch (error) {
        // The spec: a directions failure is logged only; the totals then read "calculated in your quote".
        console.warn('Directions failed', error);
        return null;
      }
    },
    createMap(container) {
      const map = new maps.Map(container, {
        center: DEFAULT_MAP_CENTER,
        zoom: DEFAULT_MAP_ZOOM,
        mapTypeControl: false,
        streetViewControl: false,
        fullscreenControl: false,
        clickableIcons: false,
        gestureHandling: 'cooperative',
      });
      const renderer = new routes.DirectionsRenderer({ map });
      return {
        show(route) {
          if (route) {
            renderer.setMap(map);
            renderer.setDirections(route.directions);
          } else {
            renderer.setMap(null);
            map.setCenter(DEFAULT_MAP_CENTER);
            map.setZoom(DEFAULT_MAP_ZOOM);
          }
        },
      };
    },
  };
}
