// The spec's retry for loading the maps script: after failed attempt n, wait n × 2^n ms, up to
// `retries` more attempts, then give up with the last error.

/** Retries after a failed maps script load (spec section 7). */
const MAPS_LOAD_RETRIES = 3;

/** Delay before retry number `attempt` (1-based): attempt × 2^attempt milliseconds. */
export function retryDelayMs(attempt: number): number {
  return attempt * 2 ** attempt;
}

export async function withRetry<T>(
  task: () => Promise<T>,
  retries = MAPS_LOAD_RETRIES,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(retryDelayMs(attempt + 1));
    }
  }
}
