import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ActDefinition, ActTable, WallboardContext } from './act.js';
import type { ActName, FamilySchemas } from '../../shared/acts/registry.js';
import type { Family } from '../../shared/protocol/acts.js';
import { fail } from './errors.js';
import { authenticate } from './middleware/authenticate.js';
import { envelope } from './middleware/envelope.js';
import { errorResponse } from './middleware/error-response.js';
import { observe } from './middleware/observe.js';
import { originVerify } from './middleware/origin-verify.js';
import { requestState } from './middleware/request-state.js';
import { validateArgs } from './middleware/validate.js';
import { inRequestTime } from './request-deadline.js';
import { json } from './respond.js';
import { inTenantScope } from './tenant-credentials.js';

async function runAct(definition: ActDefinition<ActName>, context: WallboardContext): Promise<unknown> {
  const state = context.wb;
  // The schema middleware produced the args of this very act.
  const args = state.args as never;
  if (definition.access === 'public') return definition.run(args, state);
  const caller = state.caller;
  if (!caller) fail('NOT_LOGGED_IN');
  // Deployed, the act reaches DynamoDB and S3 with its tenant's scoped credentials (tenant-credentials.ts).
  return inTenantScope(definition.unscoped === undefined ? caller.tenantId : undefined, () =>
    definition.run(args, state, caller, state.profile),
  );
}

/**
 * The one Lambda handler shape of every family: origin check (only CloudFront may call the
 * API when deployed) → envelope → schema → session and tenant →
 * the act (with its tenant's scoped credentials when deployed, under the request's deadline:
 * request-deadline.ts) → catalogue errors, and one log line with the metrics of each request at its end.
 * Handlers hold only their table of acts.
 */
export function familyHandler(family: Family, acts: ActTable, schemas: FamilySchemas) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, WallboardContext>()
    .use(originVerify())
    .use(requestState())
    .use(observe(family))
    .use(errorResponse())
    .use(envelope(family, schemas))
    .use(validateArgs(schemas))
    .use(authenticate(family, acts))
    .handler(async (_event, context) => {
      const definition = context.wb.act ? (acts[context.wb.act] as ActDefinition<ActName> | undefined) : undefined;
      if (!definition) fail('INTERFACE_MISSING');
      const result = await inRequestTime(context, () => runAct(definition, context));
      return definition.raw ? json(result) : json({ code: 200, msg: result ?? null });
    });
}
