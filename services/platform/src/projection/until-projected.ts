/** How long a read waits for an event another service has just stored to reach this service's projection. */
export const PROJECTION_WAIT_MS = 3_000;
const STEP_MS = 50;

/**
 * Reads until `ready` holds or the wait is over, then answers the last read. For the moment right
 * after another service stored a fact (a new link, a new question) and before the bus delivered it
 * here: the caller sees it a little later instead of a false "not found".
 */
export async function untilProjected<T>(read: () => Promise<T>, ready: (value: T) => boolean, waitMs = PROJECTION_WAIT_MS): Promise<T> {
  let value = await read();
  for (let waited = 0; !ready(value) && waited < waitMs; waited += STEP_MS) {
    await new Promise<void>((resolve) => setTimeout(resolve, STEP_MS).unref());
    value = await read();
  }
  return value;
}
