import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { logger } from '../log.js';

/** CloudWatch namespace of every Wallboard metric (EMF), each with the dimension `family`. */
export const METRICS_NAMESPACE = 'Wallboard';

/** Metric names: per request `acts` 1, `errors` 1 on a server error, `refusals` 1 on a catalogue refusal, `latency` in ms. */
export const METRIC = { acts: 'acts', errors: 'errors', refusals: 'refusals', latency: 'latency' } as const;

/** What one request leaves behind: the one log line's fields. */
export interface RequestRecord {
  requestId: string | undefined;
  act: string | undefined;
  tenant: string | undefined;
  /** The answer's catalogue code (200 on success), or the HTTP status of a WebSocket route. */
  code: number;
  durationMs: number;
  /** Set for a server error: the answer was 50000001 (or a 5xx WebSocket status). */
  failed: boolean;
}

/**
 * Metrics are published inside Lambda (AWS_LAMBDA_FUNCTION_NAME set), where CloudWatch reads
 * EMF from the log; elsewhere (npm start, tests, benches) they would only be noise in the
 * console. POWERTOOLS_METRICS_DISABLED, when set, decides everywhere (through Powertools), and
 * `WALLBOARD_QUIET=1` keeps them off unless it is set.
 */
function metricsWanted(): boolean {
  if (process.env.POWERTOOLS_METRICS_DISABLED !== undefined) return true;
  return Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) && process.env.WALLBOARD_QUIET !== '1';
}

/**
 * The telemetry of one family's handler, one per container: the request's log line, its
 * metrics (EMF on stdout, flushed per request) and a ColdStart metric on the first.
 * Telemetry never fails a request.
 */
export function familyTelemetry(family: string): (record: RequestRecord) => void {
  let metrics: Metrics | null | undefined;
  let coldStart = true;
  return (record) => {
    const isColdStart = coldStart;
    coldStart = false;
    try {
      const { failed, ...line } = record;
      logger()[failed ? 'error' : 'info']('request', { family, ...line, coldStart: isColdStart });
      metrics ??= metricsWanted()
        ? new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'wallboard', defaultDimensions: { family } })
        : null;
      if (!metrics) return;
      if (isColdStart) metrics.captureColdStartMetric();
      const refused = !failed && record.code !== 200;
      metrics.addMetric(METRIC.acts, MetricUnit.Count, 1);
      metrics.addMetric(METRIC.errors, MetricUnit.Count, failed ? 1 : 0);
      metrics.addMetric(METRIC.refusals, MetricUnit.Count, refused ? 1 : 0);
      metrics.addMetric(METRIC.latency, MetricUnit.Milliseconds, record.durationMs);
      metrics.publishStoredMetrics();
    } catch (error) {
      try {
        logger().warn('telemetry failed', { family, error: error instanceof Error ? error.message : String(error) });
      } catch {
        // Nothing left to tell it to.
      }
    }
  };
}

export function isServerError(code: number): boolean {
  return code === ErrorCode.SERVER_ERROR;
}
