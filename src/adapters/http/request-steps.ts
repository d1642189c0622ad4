/**
 * What every request goes through before routing, as one onRequest
 * extension: the plugins that need a step there (the request id, CORS, the
 * rate limiter, the guards) add it here, under the phase it belongs to, and
 * the steps run in the order of REQUEST_STEP_PHASES, then in the order
 * added.
 *
 * Why one extension: Hapi runs each extension as a lifecycle step of its
 * own (a toolkit and an options object made, two awaits), and five of them
 * cost every request about 4 µs in process, a few per cent of a lookup by
 * id over HTTP (issue 17). A step is an onRequest method as Hapi defines
 * one: it returns `h.continue`, or a takeover response that ends the steps
 * (a CORS preflight's answer), or throws (a 429, a guard's refusal), and the
 * error envelope answers as for any extension's error.
 */
import type { Lifecycle, Request, ResponseToolkit, Server } from '@hapi/hapi';

/** The order the steps run in, whichever plugin adds them: refused requests are counted and carry every header. */
export const REQUEST_STEP_PHASES = ['request-id', 'cors', 'rate-limit', 'guards'] as const;
export type RequestStepPhase = (typeof REQUEST_STEP_PHASES)[number];

export type RequestStep = (request: Request, h: ResponseToolkit) => Lifecycle.ReturnValue;

interface PhasedStep {
  readonly rank: number;
  readonly step: RequestStep;
}

/** Each server's steps, by its listener: the one object every plugin's view of a server shares. */
const stepsOfServer = new WeakMap<object, PhasedStep[]>();

/** Runs `step` on every request, in `phase`: the first step added to a server registers the one extension. */
export function addRequestStep(server: Server, phase: RequestStepPhase, step: RequestStep): void {
  let steps = stepsOfServer.get(server.listener);
  if (steps === undefined) {
    const ordered: PhasedStep[] = (steps = []);
    stepsOfServer.set(server.listener, ordered);
    server.ext('onRequest', (request, h) => runSteps(ordered, request, h, 0));
  }
  const rank = REQUEST_STEP_PHASES.indexOf(phase);
  // After every step of its phase and the phases before it.
  const at = steps.findIndex((added) => added.rank > rank);
  steps.splice(at === -1 ? steps.length : at, 0, { rank, step });
}

/** The steps from `from` on, until one does not continue; awaiting only a step that returns a promise. */
function runSteps(steps: readonly PhasedStep[], request: Request, h: ResponseToolkit, from: number): Lifecycle.ReturnValue {
  for (let at = from; at < steps.length; at += 1) {
    const result = (steps[at] as PhasedStep).step(request, h);
    if (result instanceof Promise) {
      return result.then((settled: Lifecycle.ReturnValue) => (settled === h.continue ? runSteps(steps, request, h, at + 1) : settled));
    }
    if (result !== h.continue) return result;
  }
  return h.continue;
}
