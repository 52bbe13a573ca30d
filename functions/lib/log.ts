import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured one-line JSON logs (CloudWatch friendly) through the Powertools Logger, one per
 * container. Never log secrets or tokens.
 *
 * Level: `POWERTOOLS_LOG_LEVEL` (or Lambda's `AWS_LAMBDA_LOG_LEVEL`) when set; otherwise
 * `WALLBOARD_QUIET=1` (tests, benches) keeps only warnings and errors, else INFO.
 */
type Level = 'info' | 'warn' | 'error';

let instance: Logger | undefined;

/** Created on first use, so a test or bench may set WALLBOARD_QUIET after importing this module. */
export function logger(): Logger {
  instance ??= new Logger({
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'wallboard',
    ...(!process.env.POWERTOOLS_LOG_LEVEL && process.env.WALLBOARD_QUIET === '1' ? { logLevel: 'WARN' as const } : {}),
  });
  return instance;
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  logger()[level](message, fields);
}
