/**
 * Every tool, through both SDK clients over a real socket, against the REST
 * route it mirrors: same records, same order, same meta, and the same
 * refusal messages.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CATEGORY_SCHOOL_LIST, SCHOOL_LIST } from '../../../src/adapters/validation/endpoint-parameters.js';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { DEFAULT_TEST_DATASET } from '../../support/build-test-service.js';
import {
  connectLegacyClient, connectModernClient, LEGACY_REVISION, MODERN_REVISION, startMcpTestServer,
  type McpTestServer, type ToolClient,
} from './mcp-test-server.js';

const TOOL_NAMES = [
  'get_category', 'get_instructor', 'get_resort', 'get_school', 'list_categories', 'list_category_schools',
  'list_countries', 'list_resort_schools', 'search_instructors', 'search_resorts', 'search_schools', 'suggest',
];

/** What both servers below serve; the table names real records from it. */
const dataset = generateDataset(DEFAULT_TEST_DATASET);
const [atZermatt, alsoAtZermatt] = dataset.schools.filter((school) => school.resorts.some((resort) => resort.slug === 'zermatt'));
const kaprun = dataset.resorts.find((resort) => resort.slug === 'kaprun');
assert.ok(atZermatt && alsoAtZermatt && kaprun, 'the test dataset has schools at Zermatt and a resort called Kaprun');

/** [tool, arguments, the REST path that must answer the same]. */
const SAME_AS_REST: Array<[string, Record<string, unknown>, string]> = [
  ['search_schools', {}, '/api/v1/schools'],
  ['search_schools', { country: ['CH', 'FR'], limit: 5, page: 2, sort: 'name' }, '/api/v1/schools?country=CH,FR&limit=5&page=2&sort=name'],
  ['search_schools', { country: 'ch,at', certified: false, featured: false }, '/api/v1/schools?country=ch,at&certified=false&featured=false'],
  ['search_schools', { q: 'zerm', activity: 'snowboard', language: ['en', 'de'] }, '/api/v1/schools?q=zerm&activity=snowboard&language=en,de'],
  ['search_schools', { q: 'Zerm', level: 'beginner', sort: 'price' }, '/api/v1/schools?q=Zerm&level=beginner&sort=price'],
  ['search_schools', { page: 99 }, '/api/v1/schools?page=99'],
  ['search_schools', { facets: ['country', 'resort'], country: 'CH', q: 'ski' }, '/api/v1/schools?facets=country,resort&country=CH&q=ski'],
  ['search_schools', { near: 'zermatt', radius: 40, sort: 'distance', facets: 'resort' }, '/api/v1/schools?near=zermatt&radius=40&sort=distance&facets=resort'],
  ['list_resort_schools', { resort: 'zermatt', near: '46.02,7.75', facets: 'resort' }, '/api/v1/resorts/zermatt/schools?near=46.02,7.75&facets=resort'],
  ['search_schools', { country: '', featured: null, page: ' ', sort: '' }, '/api/v1/schools?country=&featured=&page=%20&sort='],
  ['search_schools', { certified: 1, featured: 0 }, '/api/v1/schools?certified=1&featured=0'],
  // 150 characters outside the BMP: 300 UTF-16 units, within q's 200 characters.
  ['search_schools', { q: `zermatt ${'𝐀'.repeat(150)}` }, `/api/v1/schools?q=${encodeURIComponent(`zermatt ${'𝐀'.repeat(150)}`)}`],
  ['get_school', { school: atZermatt.slug }, `/api/v1/schools/${atZermatt.slug}`],
  ['get_school', { school: alsoAtZermatt.id }, `/api/v1/schools/${alsoAtZermatt.id}`],
  ['search_resorts', { country: 'fr', sort: 'schools' }, '/api/v1/resorts?country=fr&sort=schools'],
  ['search_resorts', { q: 'val', country: 'FR' }, '/api/v1/resorts?q=val&country=FR'],
  ['search_resorts', {}, '/api/v1/resorts'],
  ['search_resorts', { sort: '-name', limit: 5 }, '/api/v1/resorts?sort=-name&limit=5'],
  ['get_resort', { resort: 'zermatt' }, '/api/v1/resorts/zermatt'],
  ['get_resort', { resort: kaprun.id }, `/api/v1/resorts/${kaprun.id}`],
  ['list_resort_schools', { resort: 'zermatt', limit: 2, page: 2 }, '/api/v1/resorts/zermatt/schools?limit=2&page=2'],
  ['list_resort_schools', { resort: kaprun.id, certified: true, sort: 'rating' }, `/api/v1/resorts/${kaprun.id}/schools?certified=true&sort=rating`],
  ['search_instructors', { school: `${atZermatt.slug},${alsoAtZermatt.slug}` }, `/api/v1/instructors?school=${atZermatt.slug},${alsoAtZermatt.slug}`],
  ['search_instructors', { q: 'anna', language: ['en', 'de'], limit: 3, page: 2 }, '/api/v1/instructors?q=anna&language=en,de&limit=3&page=2'],
  ['get_instructor', { instructor: 2 }, '/api/v1/instructors/2'],
  ['list_categories', {}, '/api/v1/categories'],
  ['list_categories', { type: 'level' }, '/api/v1/categories?type=level'],
  ['get_category', { category: 'snowboard' }, '/api/v1/categories/snowboard'],
  ['get_category', { category: 2 }, '/api/v1/categories/2'],
  ['list_category_schools', { category: 'kids-club', country: 'fr', limit: 3 }, '/api/v1/categories/kids-club/schools?country=fr&limit=3'],
  ['list_category_schools', { category: '1', certified: true }, '/api/v1/categories/1/schools?certified=true'],
  ['list_category_schools', { category: 'ski', near: 'zermatt', radius: 200, sort: 'distance' }, '/api/v1/categories/ski/schools?near=zermatt&radius=200&sort=distance'],
  ['list_countries', {}, '/api/v1/countries'],
  // Ids as the records carry them, JSON numbers, wherever a reference is taken: in lists and as near's resort too.
  ['search_schools', { resort: [1, 'zermatt'] }, '/api/v1/schools?resort=1,zermatt'],
  ['search_schools', { near: 1, sort: 'distance' }, '/api/v1/schools?near=1&sort=distance'],
  ['search_instructors', { school: [1, 2], resort: 3 }, '/api/v1/instructors?school=1,2&resort=3'],
  ['suggest', { q: 'zer' }, '/api/v1/suggest?q=zer'],
  ['suggest', { q: 'Zermat', limit: 3 }, '/api/v1/suggest?q=Zermat&limit=3'],
  ['suggest', { q: 'chamonx', limit: '10' }, '/api/v1/suggest?q=chamonx&limit=10'],
];

/**
 * Refusals that must carry the REST error message word for word: as the
 * whole tool error for an unknown record, after the SDK's "Input validation
 * error" preamble for a refused argument.
 */
const REFUSED_LIKE_REST: Array<[string, Record<string, unknown>, string]> = [
  ['search_schools', { country: 'Switzerland' }, '/api/v1/schools?country=Switzerland'],
  ['search_schools', { limit: '500' }, '/api/v1/schools?limit=500'],
  ['search_schools', { sort: 'cheapest' }, '/api/v1/schools?sort=cheapest'],
  ['search_schools', { certified: 'maybe' }, '/api/v1/schools?certified=maybe'],
  ['search_schools', { activity: ['ski', 'paragliding'] }, '/api/v1/schools?activity=ski,paragliding'],
  ['search_schools', { colour: 'red' }, '/api/v1/schools?colour=red'],
  ['search_schools', { q: 'x'.repeat(201) }, `/api/v1/schools?q=${'x'.repeat(201)}`],
  ['search_schools', { q: '𝐀'.repeat(201) }, `/api/v1/schools?q=${encodeURIComponent('𝐀'.repeat(201))}`],
  ['search_schools', { q: ['zermatt', 'verbier'] }, '/api/v1/schools?q=zermatt&q=verbier'],
  ['search_resorts', { sort: 'rating' }, '/api/v1/resorts?sort=rating'],
  ['get_school', { school: 'nowhere' }, '/api/v1/schools/nowhere'],
  ['get_school', { school: '0' }, '/api/v1/schools/0'],
  ['get_school', { school: 0 }, '/api/v1/schools/0'],
  ['search_schools', { resort: [-1] }, '/api/v1/schools?resort=-1'],
  ['get_school', { school: '1.0' }, '/api/v1/schools/1.0'],
  ['get_school', { school: '+1' }, '/api/v1/schools/%2B1'],
  ['get_school', { school: 'x'.repeat(201) }, `/api/v1/schools/${'x'.repeat(201)}`],
  ['get_category', { category: 'café' }, '/api/v1/categories/caf%C3%A9'],
  ['get_resort', { resort: 999 }, '/api/v1/resorts/999'],
  ['list_resort_schools', { resort: 'atlantis' }, '/api/v1/resorts/atlantis/schools'],
  ['get_instructor', { instructor: 99_999_999 }, '/api/v1/instructors/99999999'],
  ['get_instructor', { instructor: 'anna' }, '/api/v1/instructors/anna'],
  ['get_instructor', { instructor: 'an na' }, '/api/v1/instructors/an%20na'],
  ['get_category', { category: 'heli-skiing' }, '/api/v1/categories/heli-skiing'],
  ['list_categories', { type: 'colour' }, '/api/v1/categories?type=colour'],
  ['list_countries', { page: 2 }, '/api/v1/countries?page=2'],
  ['suggest', { q: ' ', limit: 3 }, '/api/v1/suggest?q=%20&limit=3'],
  ['suggest', { q: 'zer', limit: 11 }, '/api/v1/suggest?q=zer&limit=11'],
  ['suggest', { q: 'zer', page: 2 }, '/api/v1/suggest?q=zer&page=2'],
];

function describeOver(label: string, revision: string, connect: (url: URL) => Promise<ToolClient>): void {
  describe(`MCP tools through the ${label} client`, () => {
    let harness: McpTestServer;
    let client: ToolClient;

    before(async () => {
      harness = await startMcpTestServer({ dataset });
      client = await connect(harness.url);
    });
    after(async () => {
      await client.close();
      await harness.stop();
    });

    const rest = async (path: string) => {
      const response = await harness.server.inject(path);
      return { status: response.statusCode, body: JSON.parse(response.payload) };
    };

    it(`negotiates ${revision}`, () => {
      assert.equal(client.revision, revision);
    });

    it('lists the twelve read-only tools with schemas generated from the parameter declarations', async () => {
      const tools = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), TOOL_NAMES);
      for (const tool of tools) {
        assert.deepEqual(tool.annotations, { readOnlyHint: true, openWorldHint: false, idempotentHint: true }, tool.name);
        assert.equal(tool.inputSchema.type, 'object');
        assert.equal(tool.inputSchema.additionalProperties, false, tool.name);
        assert.equal(tool.outputSchema?.type, 'object', tool.name);
        assert.ok((tool.description ?? '').length > 40, tool.name);
      }
      const search = tools.find((tool) => tool.name === 'search_schools');
      assert.deepEqual(Object.keys(search?.inputSchema.properties ?? {}).sort(), Object.keys(SCHOOL_LIST).sort());
      const inCategory = tools.find((tool) => tool.name === 'list_category_schools');
      assert.deepEqual(Object.keys(inCategory?.inputSchema.properties ?? {}).sort(), ['category', ...Object.keys(CATEGORY_SCHOOL_LIST)].sort());
      assert.deepEqual(search?.inputSchema.required ?? [], []);
      const atResort = tools.find((tool) => tool.name === 'list_resort_schools');
      assert.deepEqual(atResort?.inputSchema.required, ['resort']);
      assert.deepEqual(tools.find((tool) => tool.name === 'get_instructor')?.inputSchema.required, ['instructor']);
      assert.deepEqual(tools.find((tool) => tool.name === 'suggest')?.inputSchema.required, ['q']);
    });

    for (const [tool, args, path] of SAME_AS_REST) {
      it(`${tool} ${JSON.stringify(args)} answers as GET ${path}`, async () => {
        const { status, body } = await rest(path);
        assert.equal(status, 200);
        const result = await client.callTool(tool, args);
        assert.notEqual(result.isError, true, result.content[0]?.text);
        const expected = body.meta ? { data: body.data, meta: body.meta } : { data: body.data };
        assert.deepEqual(result.structuredContent, expected);
        assert.ok(result.content[0]?.text, 'a summary line');
        assert.deepEqual(JSON.parse(result.content[1]?.text ?? 'null'), expected);
      });
    }

    for (const [tool, args, path] of REFUSED_LIKE_REST) {
      it(`${tool} ${JSON.stringify(args).slice(0, 60)} is refused as GET ${path.slice(0, 60)} is`, async () => {
        const { status, body } = await rest(path);
        assert.ok(status === 400 || status === 404, `REST answered ${status}`);
        const result = await client.callTool(tool, args);
        assert.equal(result.isError, true);
        assert.equal(result.structuredContent, undefined);
        assert.equal(result.content.length, 1);
        const text = result.content[0]?.text ?? '';
        if (status === 404) return assert.equal(text, body.error.message);
        // REST names a path segment after its template (idOrSlug); the tool names it as its argument (the first here).
        const parameter = String(body.error.parameter);
        const message = parameter in args ? body.error.message : body.error.message.replace(`'${parameter}'`, `'${Object.keys(args)[0]}'`);
        assert.ok(text.startsWith('Input validation error') && text.endsWith(`: ${message}`), text);
      });
    }

    it('echoes a refused JSON value', async () => {
      const tooMany = await client.callTool('search_schools', { limit: 500 });
      assert.equal(tooMany.isError, true);
      assert.match(tooMany.content[0]?.text ?? '', /: Invalid parameter 'limit': must be an integer from 1 to 100 \(got "500"\)$/);
      const fraction = await client.callTool('search_resorts', { page: 1.5 });
      assert.match(fraction.content[0]?.text ?? '', /: Invalid parameter 'page': must be an integer from 1 to 10000 \(got "1.5"\)$/);
    });

    it('refuses a missing reference, or a JSON number that cannot be one, naming the argument; 0 names no record, as in a path', async () => {
      const missing = await client.callTool('get_school', {});
      assert.equal(missing.isError, true);
      assert.match(missing.content[0]?.text ?? '', /: Invalid parameter 'school': is required$/);
      for (const instructor of [-1, 1.5]) {
        const refused = await client.callTool('get_instructor', { instructor });
        assert.equal(refused.isError, true);
        assert.match(refused.content[0]?.text ?? '', /: Invalid parameter 'instructor': must be a positive integer id or a slug/);
      }
      const zero = await client.callTool('get_instructor', { instructor: 0 });
      assert.equal(zero.isError, true);
      assert.equal(zero.content[0]?.text, (await rest('/api/v1/instructors/0')).body.error.message);
    });

    it('refuses a filter the category fixes as REST does: an unknown parameter of that list', async () => {
      const { status, body } = await rest('/api/v1/categories/freeride/schools?activity=ski');
      assert.equal(status, 400);
      assert.equal(body.error.parameter, 'activity');
      const result = await client.callTool('list_category_schools', { category: 'freeride', activity: 'ski' });
      assert.equal(result.isError, true);
      assert.match(result.content[0]?.text ?? '', /: Invalid parameter 'activity': is not a known parameter; accepted parameters: category, q, country, resort, language,/);
    });

    it('answers an unknown tool with a JSON-RPC error, not a tool result', async () => {
      await assert.rejects(client.callTool('delete_school', { school: 1 }), (error: Error & { code?: number }) => {
        assert.equal(error.code, -32602);
        assert.match(error.message, /delete_school/);
        return true;
      });
    });
  });
}

describeOver('2026', MODERN_REVISION, connectModernClient);
describeOver('2025', LEGACY_REVISION, connectLegacyClient);
