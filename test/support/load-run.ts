/**
 * A bounded load generator over 127.0.0.1: many client addresses behind one
 * trusted proxy (each request names its client in X-Forwarded-For), sent
 * over a fixed number of keep-alive connections, with every answer tallied
 * per client and every socket error counted rather than thrown. Shared by
 * the in-CI load test and `npm run soak`.
 */
import { Agent, request } from 'node:http';

export interface LoadPlan {
  port: number;
  /** Client addresses; requests go round-robin over them so that all progress together. */
  clients: readonly string[];
  requestsPerClient: number;
  /** Connections held open at once (keep-alive, reused). */
  connections: number;
  path: string;
  /**
   * Each client's requests one after another (the clients still overlap
   * across connections) rather than round-robin: under a real clock, every
   * client's requests then fall within one window however long the run takes.
   */
  clientByClient?: boolean;
}

export interface LoadResult {
  perClient: Map<string, Map<number, number>>;
  statuses: Map<number, number>;
  errors: string[];
  requests: number;
  durationMs: number;
}

function send(agent: Agent, port: number, path: string, client: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ agent, host: '127.0.0.1', port, path, headers: { 'x-forwarded-for': client } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  const perClient = new Map(plan.clients.map((client) => [client, new Map<number, number>()]));
  const statuses = new Map<number, number>();
  const errors: string[] = [];
  const total = plan.clients.length * plan.requestsPerClient;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const client = plan.clients[plan.clientByClient ? Math.floor(next / plan.requestsPerClient) : next % plan.clients.length]!;
      next += 1;
      try {
        const status = await send(agent, plan.port, plan.path, client);
        const counts = perClient.get(client)!;
        counts.set(status, (counts.get(status) ?? 0) + 1);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, worker));
  agent.destroy();
  return { perClient, statuses, errors, requests: total, durationMs: performance.now() - started };
}

/** `count` distinct documentation addresses (198.18.0.0/15, the benchmarking range). */
export function clientAddresses(count: number, offset = 0): string[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  });
}

/** Opens `count` connections at once, each sending one request; resolves to the statuses and the errors. */
export async function burst(port: number, count: number, path: string, clients: readonly string[]): Promise<{ statuses: Map<number, number>; errors: string[] }> {
  const statuses = new Map<number, number>();
  const errors: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  await Promise.all(Array.from({ length: count }, async (_, index) => {
    try {
      const status = await send(agent, port, path, clients[index % clients.length]!);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }));
  agent.destroy();
  return { statuses, errors };
}

export function describeStatuses(statuses: Map<number, number>): string {
  return [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
}
