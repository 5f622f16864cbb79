// A small fake of the Google Maps JavaScript API, served by the browser tests in place of
// https://maps.googleapis.com/maps/api/js (page.route). It implements exactly what the booking
// wizard uses (site/lib/maps/google.ts) and the bootstrap protocol of @googlemaps/js-api-loader:
// the loader sets google.maps.importLibrary to a stub, injects this script with
// `?libraries=…&key=…&v=…&language=…&region=…&callback=google.maps.__ib__`, and waits for the
// callback. The fake adds its classes to the *same* google.maps object (the loader keeps a
// reference to it), replaces importLibrary, then calls the callback.
//
// Deterministic data: predictions for 'orly', 'eiffel', 'louvre', 'versailles', 'cdg', 'lyon' and
// 'new york' (40.71, -74.01: outside the service area), in English or French after the script's
// `language`. Routes: each leg measures the straight line × 1.3 at 35 km/h, unless the test set
// window.__fakeGoogleMapsLeg = { meters, seconds } (e.g. 23 456 m and 2 400 s per leg).
// What the page asked for is recorded in window.__fakeGoogleMaps for the tests to read.
(() => {
  const script = document.currentScript;
  const params = new URL(script ? script.src : 'https://maps.googleapis.com/maps/api/js').searchParams;
  const language = params.get('language') === 'fr' ? 'fr' : 'en';

  const record = (window.__fakeGoogleMaps ??= { loads: [], predictions: [], geocodes: [], routes: [], maps: 0 });
  record.loads.push(Object.fromEntries(params));

  const PLACES = [
    {
      id: 'fake-orly',
      keys: ['orly'],
      en: 'Paris Orly Airport (ORY), France',
      fr: 'Aéroport de Paris-Orly (ORY), France',
      address: '94390 Orly, France',
      lat: 48.7262,
      lng: 2.3652,
    },
    {
      id: 'fake-eiffel',
      keys: ['eiffel'],
      en: 'Eiffel Tower, Paris',
      fr: 'Tour Eiffel, Paris',
      address: 'Champ de Mars, 75007 Paris, France',
      lat: 48.8584,
      lng: 2.2945,
    },
    {
      id: 'fake-louvre',
      keys: ['louvre'],
      en: 'Louvre Museum, Paris',
      fr: 'Musée du Louvre, Paris',
      address: 'Rue de Rivoli, 75001 Paris, France',
      lat: 48.8606,
      lng: 2.3376,
    },
    {
      id: 'fake-versailles',
      keys: ['versailles'],
      en: 'Palace of Versailles, Versailles',
      fr: 'Château de Versailles, Versailles',
      address: "Place d'Armes, 78000 Versailles, France",
      lat: 48.8049,
      lng: 2.1204,
    },
    {
      id: 'fake-cdg',
      keys: ['cdg', 'charles de gaulle'],
      en: 'Paris Charles de Gaulle Airport (CDG), France',
      fr: 'Aéroport de Paris-Charles-de-Gaulle (CDG), France',
      address: '95700 Roissy-en-France, France',
      lat: 49.0097,
      lng: 2.5479,
    },
    {
      id: 'fake-gare-de-lyon',
      keys: ['gare de lyon', 'lyon'],
      en: 'Gare de Lyon, Paris',
      fr: 'Gare de Lyon, Paris',
      address: 'Place Louis-Armand, 75012 Paris, France',
      lat: 48.8443,
      lng: 2.3744,
    },
    {
      id: 'fake-new-york',
      keys: ['new york'],
      en: 'New York, NY, USA',
      fr: 'New York, État de New York, États-Unis',
      address: 'New York, NY, USA',
      lat: 40.7128,
      lng: -74.006,
    },
  ];
  const plain = (text) =>
    String(text)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const byId = (id) => PLACES.find((place) => place.id === id);

  class LatLng {
    constructor(lat, lng) {
      this._lat = typeof lat === 'object' ? lat.lat : lat;
      this._lng = typeof lat === 'object' ? lat.lng : lng;
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
  }
  const literal = (point) => (point instanceof LatLng ? point.toJSON() : point);

  class AutocompleteSessionToken {}

  class AutocompleteService {
    getPlacePredictions(request, callback) {
      record.predictions.push({
        input: request.input,
        types: request.types,
        language: request.language,
        region: request.region,
        locationRestriction: request.locationRestriction,
        sessionToken: request.sessionToken instanceof AutocompleteSessionToken,
      });
      const input = plain(request.input);
      const found = PLACES.filter((place) => place.keys.some((key) => key.includes(input) || input.includes(key)))
        .slice(0, 5)
        .map((place) => ({
          place_id: place.id,
          description: place[language],
          structured_formatting: { main_text: place[language].split(',')[0], secondary_text: place[language].split(',').slice(1).join(',').trim() },
          types: ['geocode'],
        }));
      const status = found.length > 0 ? 'OK' : 'ZERO_RESULTS';
      // Google answers asynchronously.
      return new Promise((resolve) =>
        setTimeout(() => {
          if (callback) callback(found.length > 0 ? found : null, status);
          resolve({ predictions: found });
        }, 10),
      );
    }
  }

  class Geocoder {
    geocode(request) {
      record.geocodes.push({ placeId: request.placeId, language: request.language });
      const place = byId(request.placeId);
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          if (!place) reject(Object.assign(new Error('ZERO_RESULTS'), { code: 'ZERO_RESULTS' }));
          else resolve({ results: [{ place_id: place.id, formatted_address: place.address, geometry: { location: new LatLng(place.lat, place.lng) } }] });
        }, 10),
      );
    }
  }

  const haversineMeters = (a, b) => {
    const rad = (degrees) => (degrees * Math.PI) / 180;
    const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
    return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  };
  const located = (point) => {
    if (typeof point === 'string') {
      const place = PLACES.find((candidate) => plain(candidate.en) === plain(point) || plain(candidate.fr) === plain(point));
      return place ? { lat: place.lat, lng: place.lng } : null;
    }
    return literal(point);
  };

  class DirectionsService {
    route(request) {
      const stops = [request.origin, ...(request.waypoints ?? []).map((waypoint) => waypoint.location), request.destination].map(located);
      record.routes.push({ travelMode: request.travelMode, points: stops });
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          if (stops.some((point) => !point)) {
            reject(Object.assign(new Error('NOT_FOUND'), { code: 'NOT_FOUND' }));
            return;
          }
          const legs = stops.slice(1).map((to, index) => {
            const from = stops[index];
            const fixed = window.__fakeGoogleMapsLeg;
            const meters = fixed ? fixed.meters : Math.round(haversineMeters(from, to) * 1.3);
            const seconds = fixed ? fixed.seconds : Math.round(meters / (35_000 / 3600));
            return {
              start_location: new LatLng(from),
              end_location: new LatLng(to),
              distance: { value: meters, text: `${Math.round(meters / 1000)} km` },
              duration: { value: seconds, text: `${Math.round(seconds / 60)} mins` },
            };
          });
          resolve({ request, routes: [{ legs, summary: 'Fake route' }] });
        }, 10),
      );
    }
  }

  class Map {
    constructor(container, options = {}) {
      record.maps += 1;
      this.container = container;
      this.center = literal(options.center);
      this.zoom = options.zoom;
      container.dataset.fakeMap = '';
      this.canvas = document.createElement('p');
      this.canvas.style.cssText = 'margin:0;padding:1rem;color:#1b2233;background:#e8eef3;height:100%';
      container.replaceChildren(this.canvas);
      this.draw('');
    }
    setCenter(center) {
      this.center = literal(center);
      this.draw('');
    }
    setZoom(zoom) {
      this.zoom = zoom;
      this.draw('');
    }
    draw(route) {
      this.container.dataset.center = `${this.center.lat},${this.center.lng}`;
      this.container.dataset.zoom = String(this.zoom);
      this.container.dataset.route = route;
      this.canvas.textContent = route ? `Fake map: ${route}` : `Fake map centred on ${this.center.lat}, ${this.center.lng}, zoom ${this.zoom}`;
    }
  }

  class DirectionsRenderer {
    constructor(options = {}) {
      this.map = options.map ?? null;
    }
    setMap(map) {
      if (!map && this.map) this.map.draw('');
      this.map = map;
    }
    setDirections(result) {
      this.directions = result;
      if (!this.map || !result) return;
      const legs = result.routes[0].legs;
      const meters = legs.reduce((sum, leg) => sum + leg.distance.value, 0);
      this.map.draw(`${legs.length + 1} points, ${Math.round(meters / 1000)} km`);
    }
  }

  const libraries = {
    core: { LatLng },
    maps: { Map },
    places: { AutocompleteService, AutocompleteSessionToken, PlacesServiceStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } },
    geocoding: { Geocoder, GeocoderStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } },
    routes: { DirectionsService, DirectionsRenderer, DirectionsStatus: { OK: 'OK', NOT_FOUND: 'NOT_FOUND' }, TravelMode: { DRIVING: 'DRIVING' } },
  };

  const google = (window.google ??= {});
  const maps = (google.maps ??= {});
  Object.assign(maps, libraries.core, libraries.maps, libraries.geocoding, libraries.routes, {
    places: libraries.places,
    version: 'fake',
    importLibrary: (name) => (name in libraries ? Promise.resolve(libraries[name]) : Promise.reject(new Error(`Fake Google Maps has no library "${name}"`))),
  });

  // The loader's callback, e.g. 'google.maps.__ib__'.
  const callback = params.get('callback');
  if (callback) {
    const fn = callback.split('.').reduce((target, name) => (target == null ? undefined : target[name]), window);
    if (typeof fn === 'function') fn();
  }
})();
