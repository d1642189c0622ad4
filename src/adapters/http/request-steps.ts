/**
 * What every request goes through before routing, as one onRequest
 * extension: the plugins that need a step there (the request id, CORS, the
 * rate limiter, the guards) add it here, under the phase it belongs to, and
 * the steps run in the order of REQUEST_STEP_PHASES, then in the order
 * added.
 *
 * Why one extension: Hapi runs each extension as a lifecycle step of its
 * own (a toolkit and an options object made, two awaits); five of them cost
 * a lookup by id about 4 µs in process through server.inject (issue 17).
 * A step is an onRequest method as Hapi defines one: it returns
 * `h.continue`, or a takeover response that ends the steps (a CORS
 * preflight's answer), or `h.abandon` once it has written the answer itself
 * (a 429 where it can be: browser/direct-answer.ts wroteFailure), or throws
 * (a 429 otherwise, a guard's refusal), and the error envelope answers as
 * for any extension's error.
 *
 * A step that must run before or after these is added here too, in a
 * phase: an onRequest extension of its own with Hapi's before/after
 * options would be ordered against the one extension (registered by
 * whichever plugin adds the first step), not against the steps in it.
 */
import type { Lifecycle, Request, ResponseToolkit, Server } from '@hapi/hapi';
import { isLater } from '../../application/ports/now-or-later.js';
import { setResponseHeaders } from './request-state.js';

/** The order the steps run in, whichever plugin adds them: refused requests are counted and carry every header. */
export const REQUEST_STEP_PHASES = ['request-id', 'cors', 'rate-limit', 'guards'] as const;
export type RequestStepPhase = (typeof REQUEST_STEP_PHASES)[number];

export type RequestStep = (request: Request, h: ResponseToolkit) => Lifecycle.ReturnValue;

interface PhasedStep {
  readonly rank: number;
  readonly step: RequestStep;
}

/**
 * Each server's steps, by its Node listener: every plugin's view of a server hands out the same one, and
 * every server its own (Hapi makes one unless given one), while the views themselves are distinct objects.
 */
const stepsOfServer = new WeakMap<object, PhasedStep[]>();

/** Runs `step` on every request, in `phase`: the first step added to a server registers the one extension. */
export function addRequestStep(server: Server, phase: RequestStepPhase, step: RequestStep): void {
  let steps = stepsOfServer.get(server.listener);
  if (steps === undefined) {
    const ordered: PhasedStep[] = (steps = []);
    stepsOfServer.set(server.listener, ordered);
    server.ext('onRequest', function requestSteps(request, h) {
      return runSteps(ordered, request, h, 0);
    });
    // The headers the steps add (request-state.ts) go onto every answer Hapi sends, before anything of its own:
    // the first onPreResponse extension of a server whose plugins add their steps before their extensions.
    server.ext('onPreResponse', function answerHeaders(request, h) {
      setResponseHeaders(request);
      return h.continue;
    });
  }
  const rank = REQUEST_STEP_PHASES.indexOf(phase);
  // After every step of its phase and the phases before it.
  const at = steps.findIndex((added) => added.rank > rank);
  steps.splice(at === -1 ? steps.length : at, 0, { rank, step });
}

/** The steps from `from` on, until one does not continue; awaiting only a step that returns a promise (any thenable, as Hapi awaits). */
function runSteps(steps: readonly PhasedStep[], request: Request, h: ResponseToolkit, from: number): Lifecycle.ReturnValue {
  for (let at = from; at < steps.length; at += 1) {
    const result = (steps[at] as PhasedStep).step(request, h);
    if (isLater(result)) {
      return Promise.resolve(result).then((settled: Lifecycle.ReturnValue) => (settled === h.continue ? runSteps(steps, request, h, at + 1) : settled));
    }
    if (result !== h.continue) return result;
  }
  return h.continue;
}
