/**
 * Checks a real answer of the app against the API document (GET /api/v1/openapi.json, issue #34
 * item 1): the API tests' call helpers run every answer they get through it, so each test of the
 * suite is also a test that the document says what the server sends. A call the document does
 * not name is not checked here; tests/api/openapi.test.ts shows that every routed call is named.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractCallGroups } from '../../server/openapi/contract-calls';
import { openApiDocument, type Operation } from '../../server/openapi/openapi-document';

export const DOCUMENT = openApiDocument(contractCallGroups(), { title: 'Mise admin API', version: '1.0.0' });

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: DOCUMENT.components }, 'doc');

type Documented = { method: string; pattern: RegExp; address: string; operation: Operation };

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const documented: Documented[] = Object.entries(DOCUMENT.paths).flatMap(([address, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^${escape(address).replace('{id}', '[^/]+')}$`),
    address,
    operation,
  })),
);

/** The documented operation a request reached, by its method and address. */
export function documentedOperation(method: string, url: string): Documented | undefined {
  const { pathname } = new URL(url, 'http://app.test');
  return documented.find((each) => each.method === method.toUpperCase() && each.pattern.test(pathname));
}

const validators = new Map<string, ValidateFunction>();

/** The JSON schema of an answer, its `$ref`s pointed at the document's components. */
function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object;
    validate = ajv.compile(rebased);
    validators.set(key, validate);
  }
  return validate;
}

type JsonContent = { content?: Record<string, { schema?: unknown }> };

/**
 * Throws, naming the call and what differs, when a JSON answer of a documented call is not what
 * the document says for its status (200: the call's answer; any other: a refusal).
 */
export function assertDocumentedAnswer(method: string, url: string, status: number, body: unknown) {
  const found = documentedOperation(method, url);
  if (!found) return;
  const response = (found.operation.responses[status === 200 ? '200' : 'default'] ?? {}) as JsonContent;
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return; // a CSV answer
  const validate = validatorFor(`${found.method} ${found.address} ${status === 200 ? 200 : 'default'}`, schema);
  if (!validate(body)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    throw new Error(`${method} ${url} answered ${status} with a body the API document does not allow: ${problems.join('; ')}`);
  }
}
