// The values of Insights (issue 26, item 2; decision 044) that the browser needs too: the range's
// limit and the month arithmetic. Browser-safe; schemas/insights.ts imports them.

/** The longest range, in months. */
export const INSIGHTS_MONTHS_MAX = 24;
/** How many routes and excursions the top lists hold. */
export const INSIGHTS_TOP = 10;

/** Months from January of year 0 (comparable and subtractable), of a YYYY-MM. */
export const monthIndex = (yearMonth: string) => Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1;
