import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { env } from '../../lib/env.js';
import { log } from '../../lib/log.js';
import { runWithoutDeadline } from '../../lib/request-deadline.js';
import type { WorksheetRunEvent } from '../../lib/worksheet/contract.js';

/**
 * Starts a worksheet run without waiting for it: on AWS an asynchronous invoke of the runner
 * (env.worksheetRunnerArn(): Lambda queues the event and answers at once), locally (no runner)
 * `runLocally` in this process, not awaited, its failure logged (the run itself records it), and
 * outside the starting request's deadline (request-deadline.ts): the run outlives the request and
 * its extract keeps its own timeout, as in the runner.
 */
let client: LambdaClient | undefined;
const lambda = (): LambdaClient => (client ??= new LambdaClient({}));

export async function dispatchRun(
  event: WorksheetRunEvent,
  runLocally: (event: WorksheetRunEvent) => Promise<void>,
): Promise<void> {
  const runner = env.worksheetRunnerArn();
  if (runner) {
    await lambda().send(
      new InvokeCommand({ FunctionName: runner, InvocationType: 'Event', Payload: JSON.stringify(event) }),
    );
    return;
  }
  runWithoutDeadline(() => runLocally(event)).catch((error: unknown) =>
    log('error', 'worksheet run failed', { worksheetId: event.worksheetId, error: String(error) }),
  );
}
