// The steps after the first load on demand (the first load carries only step 1); each step fetches
// the next one as soon as the visitor starts using it.
export const loadVehicleStep = () => import('./vehicle-step.tsx');
export const loadContactStep = () => import('./contact-step.tsx');
export const loadSummaryStep = () => import('./summary-step.tsx');
