// English texts of the services area; merged into the dictionary by ../en.ts.
export const enServices = {} as const;
