// English texts of the home area; merged into the dictionary by ../en.ts.
export const enHome = {} as const;
