import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { HANDLER_TIMEOUT_SECONDS } from '../resources.js';

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

/**
 * The thresholds of Wallboard's alarms, each with the reason for its value. Every alarm notifies
 * the alarm topic when it fires and when it clears; no data counts as fine (traffic-driven metrics
 * are simply absent when nothing happens).
 */
export const ALARM_THRESHOLDS = {
  /** Lambda errors of an act function in 5 minutes: acts answer domain errors themselves, so an error is a crash or a timeout; a few pass with a deploy or a flaky dependency. */
  functionErrors: 5,
  /** Lambda errors of the worksheet runner in 5 minutes: a run's own failure is recorded on the worksheet, not thrown, so any error is a crash, a timeout or memory exhausted. */
  runnerErrors: 1,
  /** Throttled invocations of any function in 5 minutes: every one is a request refused for lack of concurrency. */
  functionThrottles: 1,
  /** p99 Duration (ms) of an act function over 5 minutes, 3 periods running: ordinary acts are a few table reads and writes; 3 s for the slowest 1% means callers wait. */
  actP99Ms: 3_000,
  /** p99 Duration (ms) of a query function (QUERY_FAMILIES), 3 periods running: their acts run tenants' own queries, cut at the 30 s handler timeout; two thirds of it is a tail about to time out. */
  queryP99Ms: (HANDLER_TIMEOUT_SECONDS * 1000 * 2) / 3,
  /** DynamoDB throttled requests of a table in 5 minutes: the SDK retries a few unnoticed; ten on an on-demand table means a hot partition or a burst past twice the previous peak. */
  tableThrottles: 10,
  /** DynamoDB system errors (its own 500s) of a table in 5 minutes: the SDK retries them; five means the service is degraded in the region. */
  tableSystemErrors: 5,
  /** Requests the WebACL blocked in 5 minutes: rate limits and managed rules block a trickle of scanners; a thousand is an attack under way or a rule refusing real users. */
  wafBlocked: 1_000,
  /** WebSocket connects in 5 minutes (about 17 a second): walls and editors hold one socket for hours; this many is a reconnect storm or a flood of tickets. */
  wsConnects: 5_000,
  /** Worksheet schedule invocations EventBridge Scheduler dropped in 5 minutes: it could not invoke the runner through its retries, and schedules have no dead-letter queue, so that load is lost. */
  schedulesDropped: 1,
  /** Messages in a dead-letter queue: an invocation that failed every retry. */
  deadLetters: 1,
} as const;

const PERIOD = Duration.minutes(5);

interface AlarmOptions {
  /** Consecutive periods the metric must breach (default 1). */
  evaluationPeriods?: number;
}

function alarm(
  scope: Construct,
  id: string,
  metric: IMetric,
  threshold: number,
  description: string,
  topic: ITopic,
  options: AlarmOptions = {},
): Alarm {
  const created = new Alarm(scope, id, {
    metric,
    threshold,
    evaluationPeriods: options.evaluationPeriods ?? 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
  created.addAlarmAction(new SnsAction(topic));
  created.addOkAction(new SnsAction(topic));
  return created;
}

/**
 * The alarm topic of a region: CloudWatch sends an alarm's notifications to a topic in its own
 * region. CloudWatch cannot publish to a topic under the AWS managed SNS key, so the topic has
 * its own key, which CloudWatch may use. `email`, when given, is subscribed.
 */
export function createAlarmTopic(scope: Construct, email: string | undefined): Topic {
  const key = new Key(scope, 'AlarmTopicKey', {
    description: 'Wallboard: encrypts the alarm topic',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  key.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
    }),
  );
  const topic = new Topic(scope, 'AlarmTopic', { displayName: 'Wallboard alarms', masterKey: key, enforceSSL: true });
  if (email) topic.addSubscription(new EmailSubscription(email));
  return topic;
}

export interface FunctionAlarmProps {
  /** Names the alarms, e.g. the act family. */
  name: string;
  topic: ITopic;
  /** Errors in 5 minutes that fire the errors alarm (default ALARM_THRESHOLDS.functionErrors). */
  errors?: number;
}

/** Errors (unhandled failures, timeouts) and throttles of one handler. */
export function functionAlarms(scope: Construct, fn: IFunction, props: FunctionAlarmProps): Alarm[] {
  const errors = props.errors ?? ALARM_THRESHOLDS.functionErrors;
  return [
    alarm(
      scope,
      `${props.name}ErrorsAlarm`,
      fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      errors,
      `Wallboard ${props.name}: ${errors} or more Lambda errors in 5 minutes`,
      props.topic,
    ),
    alarm(
      scope,
      `${props.name}ThrottlesAlarm`,
      fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
      ALARM_THRESHOLDS.functionThrottles,
      `Wallboard ${props.name}: Lambda throttled`,
      props.topic,
    ),
  ];
}

/** p99 Duration of one function over 5 minutes, three periods in a row (a single slow request is not a tail). */
export function latencyAlarm(scope: Construct, fn: IFunction, props: FunctionAlarmProps & { p99Ms: number }): Alarm {
  return alarm(
    scope,
    `${props.name}LatencyAlarm`,
    fn.metricDuration({ period: PERIOD, statistic: 'p99' }),
    props.p99Ms,
    `Wallboard ${props.name}: p99 duration ${props.p99Ms} ms or more for 15 minutes`,
    props.topic,
    { evaluationPeriods: 3 },
  );
}

/**
 * The DynamoDB operations Wallboard's handlers send (infra/permissions.ts DynamoAction; a
 * transaction is TransactWriteItems). DynamoDB publishes ThrottledRequests and SystemErrors per
 * operation, and an alarm reads at most 10 metrics.
 */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
] as const;

/**
 * The sum over TABLE_OPERATIONS of one of a table's per-operation metrics. Each operation's
 * series is filled with 0 where it has no data point: DynamoDB publishes these metrics only
 * when they are non-zero, and a plain `a + b` has no value where either is missing.
 */
function tableOperationsSum(table: ITable, metricName: string, label: string): MathExpression {
  const metrics: Record<string, IMetric> = {};
  for (const operation of TABLE_OPERATIONS) {
    metrics[operation.toLowerCase()] = new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      dimensionsMap: { TableName: table.tableName, Operation: operation },
      statistic: 'Sum',
      period: PERIOD,
    });
  }
  return new MathExpression({
    expression: `SUM([${Object.keys(metrics)
      .map((id) => `FILL(${id}, 0)`)
      .join(', ')}])`,
    usingMetrics: metrics,
    period: PERIOD,
    label,
  });
}

/** ThrottledRequests and SystemErrors of one table, summed over the operations Wallboard sends. */
export function tableAlarms(scope: Construct, table: ITable, name: string, topic: ITopic): Alarm[] {
  return [
    alarm(
      scope,
      `${name}ThrottledRequestsAlarm`,
      tableOperationsSum(table, 'ThrottledRequests', 'throttled requests'),
      ALARM_THRESHOLDS.tableThrottles,
      `Wallboard ${name} table: ${ALARM_THRESHOLDS.tableThrottles} or more throttled requests in 5 minutes`,
      topic,
    ),
    alarm(
      scope,
      `${name}SystemErrorsAlarm`,
      tableOperationsSum(table, 'SystemErrors', 'system errors'),
      ALARM_THRESHOLDS.tableSystemErrors,
      `Wallboard ${name} table: ${ALARM_THRESHOLDS.tableSystemErrors} or more DynamoDB system errors in 5 minutes`,
      topic,
    ),
  ];
}

/** What identifies a WebACL's CloudWatch metrics. */
export interface WebAclMetrics {
  /** The ACL's `visibilityConfig.metricName`, the value of the WebACL dimension. */
  metricName: string;
  scope: 'CLOUDFRONT' | 'REGIONAL';
}

/**
 * Requests the WebACL blocked, every rule together (`Rule=ALL`). A REGIONAL ACL's metrics carry
 * its region as a dimension; a CLOUDFRONT ACL's have none and are published in us-east-1, so this
 * alarm must be made in a us-east-1 stack.
 */
export function wafBlockedRequestsAlarm(scope: Construct, id: string, acl: WebAclMetrics, topic: ITopic): Alarm {
  const stack = Stack.of(scope);
  if (acl.scope === 'CLOUDFRONT' && stack.region !== 'us-east-1') {
    throw new Error('the metrics of a CLOUDFRONT WebACL are in us-east-1: alarm on them there');
  }
  const metric = new Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: {
      WebACL: acl.metricName,
      Rule: 'ALL',
      ...(acl.scope === 'REGIONAL' ? { Region: stack.region } : {}),
    },
    statistic: 'Sum',
    period: PERIOD,
  });
  return alarm(
    scope,
    id,
    metric,
    ALARM_THRESHOLDS.wafBlocked,
    `Wallboard WAF ${acl.metricName}: ${ALARM_THRESHOLDS.wafBlocked} or more requests blocked in 5 minutes`,
    topic,
  );
}

/** WebSocket connects on a stage in 5 minutes (AWS/ApiGateway ConnectCount, by ApiId and Stage). */
export function wsConnectsAlarm(scope: Construct, id: string, stage: WebSocketStage, topic: ITopic): Alarm {
  return alarm(
    scope,
    id,
    stage.metric('ConnectCount', { statistic: 'Sum', period: PERIOD }),
    ALARM_THRESHOLDS.wsConnects,
    `Wallboard WebSocket: ${ALARM_THRESHOLDS.wsConnects} or more connects in 5 minutes`,
    topic,
  );
}

/** Invocations of a schedule group's schedules that EventBridge Scheduler gave up on (InvocationDroppedCount). */
export function droppedSchedulesAlarm(
  scope: Construct,
  id: string,
  group: IScheduleGroup,
  name: string,
  topic: ITopic,
): Alarm {
  return alarm(
    scope,
    id,
    group.metricDropped({ statistic: 'Sum', period: PERIOD }),
    ALARM_THRESHOLDS.schedulesDropped,
    `Wallboard ${name}: a schedule's invocation was dropped after its retries (no dead-letter queue)`,
    topic,
  );
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
    period: PERIOD,
    label: '5xx %',
  });
  return alarm(scope, id, rate, percent, `Wallboard HTTP API: ${percent}% or more 5xx answers in 5 minutes`, topic);
}

/** Any message in a dead-letter queue: a run that failed every retry. */
export function deadLettersAlarm(scope: Construct, id: string, queue: IQueue, name: string, topic: ITopic): Alarm {
  return alarm(
    scope,
    id,
    queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
    ALARM_THRESHOLDS.deadLetters,
    `Wallboard ${name}: an invocation failed every retry and waits in its dead-letter queue`,
    topic,
  );
}
