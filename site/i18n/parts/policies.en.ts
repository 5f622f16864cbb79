// English texts of the policies area; merged into the dictionary by ../en.ts.
export const enPolicies = {} as const;
