import v8 from 'node:v8';
import nodeFlags from '../../../node-flags.json';

/**
 * The server's garbage-collector settings (docs/decisions-2.md, 87), given on the command line by every launcher
 * (`node-flags.json`: npm start, the bench, the browser tests; cluster workers inherit them). V8 sizes the young
 * generation when the heap is made, so `--max-semi-space-size` only works there; pretenuring is decided at each
 * collection, so a server started without the flags still gets that one, the one that matters most.
 */
export const NO_PRETENURING = '--no-allocation-site-pretenuring';

export function applyRuntimeGcFlags(): void {
  if ((nodeFlags as string[]).includes(NO_PRETENURING)) v8.setFlagsFromString(NO_PRETENURING);
}
