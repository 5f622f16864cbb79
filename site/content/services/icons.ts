// Outline icons the service pages and the home sections need beyond the shared set in lib/icons.ts
// (same 24×24 stroke style). Both sets are drawn from one sprite (lib/icon-sprite.ts). Candidates to
// move into lib/icons.ts.
import { icons, type IconShape } from '../../lib/icons.ts';

const stroke = (...paths: string[]): IconShape => ({ viewBox: '0 0 24 24', style: 'stroke', paths });

const extraIcons = {
  users: stroke('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2', 'M9 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8', 'M22 21v-2a4 4 0 0 0-3-3.9', 'M16 3.1a4 4 0 0 1 0 7.8'),
  luggage: stroke(
    'M6 20a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2',
    'M8 18V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v14',
    'M10 20h4',
    'M16 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4',
    'M8 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4',
  ),
  wifi: stroke('M12 20h.01', 'M2 8.8a15 15 0 0 1 20 0', 'M5 12.9a10 10 0 0 1 14 0', 'M8.5 16.4a5 5 0 0 1 7 0'),
  snowflake: stroke(
    'M12 2v20',
    'M2 12h20',
    'm5 5 14 14',
    'M19 5 5 19',
    'M9 3.5 12 6l3-2.5',
    'm9 20.5 3-2.5 3 2.5',
    'm3.5 9 2.5 3-2.5 3',
    'm20.5 9-2.5 3 2.5 3',
  ),
  bluetooth: stroke('m7 7 10 10-5 5V2l5 5L7 17'),
  droplet: stroke('M12 22a7 7 0 0 0 7-7q0-3-3-5.5c-3-2.5-3.5-4-4-6.5q-.9 4-4 6.5-3 2.4-3 5.5a7 7 0 0 0 7 7'),
  gauge: stroke('m12 14 4-4', 'M3.3 19a10 10 0 1 1 17.4 0'),
  gearbox: stroke('M6 4v16', 'M12 4v16', 'M18 4v8', 'M6 12h12'),
  zap: stroke('M4 14a1 1 0 0 1-.8-1.6l10-10.2a.5.5 0 0 1 .8.4l-2 6a1 1 0 0 0 1 1.4h7a1 1 0 0 1 .8 1.6l-10 10.2a.5.5 0 0 1-.8-.4l2-6a1 1 0 0 0-1-1.4z'),
  fuel: stroke('M3 22h12', 'M4 9h10', 'M14 22V4a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v18', 'M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0V9.8a2 2 0 0 0-.6-1.4L18 5'),
  'arrow-up': stroke('m5 12 7-7 7 7', 'M12 19V5'),
  check: stroke('M20 6 9 17l-5-5'),
  calendar: stroke('M8 2v4', 'M16 2v4', 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2', 'M3 10h18'),
  route: stroke('M6 16a3 3 0 1 0 0 6 3 3 0 0 0 0-6', 'M9 19h8.5a3.5 3.5 0 0 0 0-7h-11a3.5 3.5 0 0 1 0-7H15', 'M18 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6'),
  languages: stroke('m5 8 6 6', 'm4 14 6-6 2-3', 'M2 5h12', 'M7 2h1', 'm22 22-5-10-5 10', 'M14 18h6'),
  /** The name board a chauffeur holds in the arrivals hall. */
  signboard: stroke('M5 3h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2', 'M7 8h10', 'M9 11h6', 'M12 15v6'),
  card: stroke('M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2', 'M2 10h20', 'M6 15h4'),
  lock: stroke('M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2', 'M7 11V7a5 5 0 0 1 10 0v4'),
  moon: stroke('M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9'),
  map: stroke(
    'M14.1 5.6a2 2 0 0 0 1.8 0l3.7-1.9a1 1 0 0 1 1.4 1v12.7a1 1 0 0 1-.6.9L16 20.6a2 2 0 0 1-1.8 0L10 18.4a2 2 0 0 0-1.8 0l-3.7 1.9a1 1 0 0 1-1.4-1V6.7a1 1 0 0 1 .6-.9L8 3.4a2 2 0 0 1 1.8 0z',
    'M15 5.8v15',
    'M9 3.2v15',
  ),
  heart: stroke('M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z'),
} as const satisfies Record<string, IconShape>;

export const contentIcons = { ...icons, ...extraIcons } as const;
export type ContentIconName = keyof typeof contentIcons;
