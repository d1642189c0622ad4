/** The MCP tools see a payment's change of `featured` as soon as the callback has answered, like REST. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkoutSubscriptionCompleted, signed, subscriptionDeleted, T0, TEST_WEBHOOK_SECRET } from '../../fixtures/stripe-events.js';
import { connectModernClient, startMcpTestServer, type McpTestServer, type ToolClient } from './mcp-test-server.js';

type Json = Record<string, any>;

describe('MCP after a payment callback', () => {
  let server: McpTestServer;
  let client: ToolClient;
  before(async () => {
    server = await startMcpTestServer({ env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
    client = await connectModernClient(server.url);
  });
  after(async () => {
    await client.close();
    await server.stop();
  });

  async function post(event: ReturnType<typeof checkoutSubscriptionCompleted>): Promise<void> {
    const { payload, headers } = signed(event);
    const response = await server.server.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
    assert.equal(response.statusCode, 200, response.payload);
  }

  const featuredIds = async () => ((await client.callTool('search_schools', { featured: true, limit: 100 })).structuredContent as Json).data.map((school: Json) => school.id);
  const detail = async (id: number) => ((await client.callTool('get_school', { school: id })).structuredContent as Json).data;

  it('get_school and search_schools follow the subscription', async () => {
    const id = 1;
    const before = (await detail(id)).featured as boolean;
    assert.equal(before, false, 'the test dataset does not feature school 1');
    await post(checkoutSubscriptionCompleted({ schoolId: id, plan: 'featured', subscription: 'sub_Mcp0000001', created: T0 }));
    assert.equal((await detail(id)).featured, true);
    assert.ok((await featuredIds()).includes(id));
    await post(subscriptionDeleted({ subscription: 'sub_Mcp0000001', created: T0 + 1 }));
    assert.equal((await detail(id)).featured, false);
    assert.ok(!(await featuredIds()).includes(id));
  });
});
