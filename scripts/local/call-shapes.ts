import type { IncomingHttpHeaders } from 'node:http';

/**
 * The shape of a storage call as an emulator sees it, without its values: what a second
 * emulator must answer the same way for the handlers to work on AWS. The integration suite
 * records the shapes its handlers send (through the fault proxy, fault-proxy.ts), and the moto run
 * proves each one against moto_server (scripts/test-moto.mjs).
 *
 * - DynamoDB: the operation, its request's top-level parameters (a transaction's also the kinds
 *   of its items), and the functions, clauses and operators its expressions use (`SET`,
 *   `if_not_exists`, `<=`…), where emulators differ most. A page's `ExclusiveStartKey` is left
 *   out: whether a second page is asked for depends on how much the table holds, not on the code.
 * - S3: the method, the names of the query parameters (but a next page's), and the conditional
 *   and copy headers.
 */
const PAGE_ONLY = new Set(['ExclusiveStartKey', 'ReturnConsumedCapacity']);
/** Query names of a next page, or the SDK's own marker of the operation. */
const S3_PAGE_OR_SDK = new Set(['x-id', 'continuation-token', 'marker', 'key-marker', 'upload-id-marker']);
const S3_HEADERS = ['if-match', 'if-none-match', 'if-modified-since', 'x-amz-copy-source', 'range'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The words of an expression that are DynamoDB's own: functions, clauses and operators. */
const EXPRESSION_WORD =
  /\b(attribute_exists|attribute_not_exists|attribute_type|begins_with|contains|size|if_not_exists|list_append|SET|REMOVE|ADD|DELETE|BETWEEN|IN|AND|OR|NOT)\b|<>|<=|>=|[=<>+-]/g;

/** What the request's expressions use, across all of them (a transaction's items too), sorted. */
function expressionWords(request: unknown, words = new Set<string>()): Set<string> {
  if (Array.isArray(request)) for (const item of request) expressionWords(item, words);
  else if (isRecord(request))
    for (const [key, value] of Object.entries(request)) {
      if (key.endsWith('Expression') && typeof value === 'string')
        for (const match of value.matchAll(EXPRESSION_WORD)) words.add(match[0]);
      else if (key === 'TransactItems' || isRecord(value) || Array.isArray(value)) {
        if (!key.startsWith('ExpressionAttribute') && key !== 'Item' && key !== 'Key') expressionWords(value, words);
      }
    }
  return words;
}

export function dynamoShape(target: string | undefined, body: Buffer): string {
  const operation = (target ?? '').split('.').pop() ?? '';
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    return `dynamodb ${operation} (unreadable)`;
  }
  if (!isRecord(request)) return `dynamodb ${operation}`;
  const keys = Object.keys(request)
    .filter((key) => !PAGE_ONLY.has(key))
    .sort();
  const items = request.TransactItems;
  const kinds = Array.isArray(items)
    ? [...new Set(items.flatMap((item) => (isRecord(item) ? Object.keys(item) : [])))].sort()
    : [];
  const words = [...expressionWords(request)].sort();
  return [
    'dynamodb',
    operation,
    keys.join(','),
    ...(kinds.length > 0 ? [`[${kinds.join(',')}]`] : []),
    ...(words.length > 0 ? [`(${words.join(' ')})`] : []),
  ].join(' ');
}

export function s3Shape(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string {
  const query = new URL(url ?? '/', 'http://s3.local').searchParams;
  const params = [...new Set(query.keys())]
    .filter((name) => !name.startsWith('X-Amz-') && !S3_PAGE_OR_SDK.has(name))
    .sort();
  const sent = S3_HEADERS.filter((name) => headers[name] !== undefined);
  return [
    's3',
    method ?? '',
    ...(params.length > 0 ? [params.join(',')] : []),
    ...(sent.length > 0 ? [`{${sent.join(',')}}`] : []),
  ].join(' ');
}
