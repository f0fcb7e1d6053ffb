/**
 * The OpenAPI 3.1 document of the whole contract (issue #34 item 1), generated from the calls the
 * contract declares (src/api/contract/calls.ts): the areas' from server/areas/index.ts, the rest
 * from contract/core-calls.ts. Schemas go through valibot's own converter; OpenAPI 3.1 schemas are
 * JSON Schema 2020-12, so a client (and our test) can check answers with any validator.
 */
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ANSWER_TEXTS } from '../areas/answer-texts';
import type { Call } from '../../src/api/contract/calls';
import { answerCodeTexts } from './answer-code-texts';

export type CallGroup = { name: string; calls: readonly Call[] };

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
  tags: Array<{ name: string }>;
  /** Every call needs the session unless its operation says `security: []`. */
  security: Array<Record<string, string[]>>;
};

export type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

/** A file in a multipart form is binary text to JSON Schema (OpenAPI 3.1's way of saying a file). */
const overrideSchema: ConversionConfig['overrideSchema'] = ({ valibotSchema }) =>
  valibotSchema.type === 'file' || valibotSchema.type === 'blob' ? { type: 'string', contentMediaType: 'application/octet-stream' } : undefined;

/**
 * Requests as a client writes them (before the server's transforms: an id is text in a query);
 * answers as the server sends them. Checks JSON Schema cannot say (a password's rules, a date
 * after another) are left to the server's 400 and its message.
 */
function schemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore', overrideSchema });
  return converted;
}

const REF_ANSWER_CODE = { $ref: '#/components/schemas/AnswerCode' };
const REF_REFUSAL = { $ref: '#/components/schemas/Refusal' };

/** Every answer carries its code and, when its text has some, the values it names. */
const answered = (body: JsonSchema): JsonSchema => ({
  allOf: [body, { type: 'object', properties: { status: { const: true }, code: REF_ANSWER_CODE, values: { type: 'object' } }, required: ['status', 'message', 'code'] }],
});

const operationIdOf = (call: Call) =>
  `${call.method.toLowerCase()}_${call.path.replace(/^\/api\/v1\//, '').replace(/[^A-Za-z0-9]+/g, '_')}`;

/** The document's address of a call: `{id}` for a path id. */
const documentedAddress = (call: Call) => (call.input.pathId ? `${call.address}/{id}` : call.address);

function parametersOf(call: Call) {
  const parameters: unknown[] = [];
  const { query, pathId } = call.input;
  if (query) {
    const converted = schemaOf(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(converted.properties ?? {}))
      parameters.push({ name, in: 'query', required: converted.required?.includes(name) ?? false, schema });
  }
  if (pathId) {
    const converted = schemaOf(pathId, 'input') as { properties: { id: JsonSchema } };
    parameters.push({ name: 'id', in: 'path', required: true, schema: converted.properties.id });
  }
  return parameters;
}

function requestBodyOf(call: Call) {
  const { json, form } = call.input;
  if (json) return { required: true, content: { 'application/json': { schema: schemaOf(json, 'input') } } };
  if (form) return { required: true, content: { 'multipart/form-data': { schema: schemaOf(form, 'input') } } };
  return undefined;
}

function operationOf(call: Call, tag: string): Operation {
  const parameters = parametersOf(call);
  const requestBody = requestBodyOf(call);
  const success =
    call.answer === 'csv'
      ? { description: 'The rows as CSV, a header row first', content: { 'text/csv': { schema: { type: 'string' } } } }
      : 'events' in call.answer
        ? {
            description: 'A stream of Server-Sent Events; the data of each is a JSON text as `x-event-data` shows',
            content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': schemaOf(call.answer.events, 'output') } },
          }
        : { description: 'Done', content: { 'application/json': { schema: answered(schemaOf(call.answer, 'output')) } } };
  return {
    operationId: operationIdOf(call),
    summary: call.summary,
    tags: [tag],
    ...(call.signedOut ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': success,
      default: { description: 'Refused: the code says why (400 a field, 401 signed out, 403 no module, 404, 409, 413, 429, 503)', content: { 'application/json': { schema: REF_REFUSAL } } },
    },
  };
}

export function openApiDocument(groups: readonly CallGroup[], info: { title: string; version: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const group of groups) {
    for (const call of group.calls) {
      const address = documentedAddress(call);
      const operations = (paths[address] ??= {});
      const method = call.method.toLowerCase();
      if (operations[method]) throw new Error(`${call.method} ${address} is declared twice`);
      operations[method] = operationOf(call, group.name);
    }
  }
  const codes = answerCodeTexts(ANSWER_TEXTS);
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every answer is `{ status, message, code, values?, data? }`: `message` is the English text, `code` its stable name ' +
        '(the AnswerCode schema lists them with their English), `values` what the text names. Send the token `auth/login` ' +
        'answers as `Authorization: Bearer <token>`.',
    },
    tags: groups.map(({ name }) => ({ name })),
    paths,
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The token of `auth/login`' } },
      schemas: {
        AnswerCode: { type: 'string', oneOf: codes.map(({ code, text }) => ({ const: code, description: text })) },
        Refusal: {
          type: 'object',
          properties: { status: { const: false }, message: { type: 'string' }, code: REF_ANSWER_CODE, values: { type: 'object' } },
          required: ['status', 'message', 'code'],
        },
      },
    },
    security: [{ session: [] }],
  };
}
