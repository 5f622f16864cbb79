// English texts of the forms area; merged into the dictionary by ../en.ts.
export const enForms = {} as const;
