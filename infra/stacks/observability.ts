import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** Days API access logs are kept. */
export const ACCESS_LOG_RETENTION = RetentionDays.THREE_MONTHS;

/** A log group for a stage's access logs. */
export function accessLogGroup(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, id, { retention: ACCESS_LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
}

/**
 * One JSON line per request: request id, caller ip, route, status and latency (the fields an
 * incident needs; never a header or a body, so no token is logged).
 */
export const HTTP_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTimeEpoch',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  responseLength: '$context.responseLength',
  userAgent: '$context.identity.userAgent',
  errorMessage: '$context.error.message',
});

export const WS_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTimeEpoch',
  routeKey: '$context.routeKey',
  eventType: '$context.eventType',
  connectionId: '$context.connectionId',
  status: '$context.status',
  latency: '$context.integrationLatency',
  errorMessage: '$context.error.message',
});

/** The format object of an access-log setting, from one of the JSON formats above. */
export const accessLogFormat = (format: string): AccessLogFormat => AccessLogFormat.custom(format);

export interface FunctionAlarmProps {
  /** Names the alarms, e.g. the act family. */
  name: string;
  topic: ITopic;
}

function alarm(
  scope: Construct,
  id: string,
  metric: IMetric,
  threshold: number,
  description: string,
  topic: ITopic,
): Alarm {
  const created = new Alarm(scope, id, {
    metric,
    threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
  created.addAlarmAction(new SnsAction(topic));
  created.addOkAction(new SnsAction(topic));
  return created;
}

/** Errors (unhandled failures, timeouts) and throttles of one handler. */
export function functionAlarms(scope: Construct, fn: IFunction, props: FunctionAlarmProps): Alarm[] {
  const period = Duration.minutes(5);
  return [
    alarm(
      scope,
      `${props.name}ErrorsAlarm`,
      fn.metricErrors({ period, statistic: 'Sum' }),
      5,
      `Wallboard ${props.name}: 5 or more Lambda errors in 5 minutes`,
      props.topic,
    ),
    alarm(
      scope,
      `${props.name}ThrottlesAlarm`,
      fn.metricThrottles({ period, statistic: 'Sum' }),
      1,
      `Wallboard ${props.name}: Lambda throttled`,
      props.topic,
    ),
  ];
}

/** 5xx answers as a share of requests, over 5 minutes with at least 20 requests. */
export function serverErrorRateAlarm(
  scope: Construct,
  id: string,
  metrics: { errors: IMetric; requests: IMetric },
  percent: number,
  topic: ITopic,
): Alarm {
  const rate = new MathExpression({
    expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
    usingMetrics: { errors: metrics.errors, requests: metrics.requests },
    period: Duration.minutes(5),
    label: '5xx %',
  });
  return alarm(scope, id, rate, percent, `Wallboard HTTP API: ${percent}% or more 5xx answers in 5 minutes`, topic);
}

/** Any message in a dead-letter queue: a run that failed every retry. */
export function deadLettersAlarm(scope: Construct, id: string, queue: IQueue, name: string, topic: ITopic): Alarm {
  return alarm(
    scope,
    id,
    queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    1,
    `Wallboard ${name}: an invocation failed every retry and waits in its dead-letter queue`,
    topic,
  );
}
