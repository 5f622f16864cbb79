// GET /api/config's answer: the public settings the browser reads at run time.

export interface PublicConfig {
  /** Google Maps JavaScript API key, or null: the wizard then uses its built-in suggestions. */
  googleMapsApiKey: string | null;
}
