import { ArnFormat, Duration, Size, Stack } from 'aws-cdk-lib';
import { CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { CfnSchedule, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { WorksheetSweepEvent } from '../../functions/lib/worksheet/contract.js';
import { WORKSHEET_LIMITS } from '../../shared/datasource/worksheet.js';
import { WORKER_HANDLERS } from '../permissions.js';
import { ATHENA_RESULTS_PREFIX, WORKSHEETS } from '../resources.js';
import type { WorksheetTargets } from './grants.js';
import { createHandler } from './lambda.js';
import type { QueryNetwork } from './network.js';
import { ALARM_THRESHOLDS, deadLettersAlarm, droppedSchedulesAlarm, functionAlarms } from './observability.js';

/**
 * The worksheet engine's settings (functions/lib/env.ts), the same for every function that queries
 * worksheets (the query functions): Athena's workgroup, the Glue databases' prefix, and the size
 * from which Athena, not DuckDB, answers.
 */
export function worksheetEngineEnvironment(): Record<string, string> {
  return {
    ATHENA_WORKGROUP: WORKSHEETS.athenaWorkgroup,
    GLUE_DATABASE_PREFIX: WORKSHEETS.glueDatabasePrefix,
    ATHENA_MIN_BYTES: String(WORKSHEET_LIMITS.athenaMinBytes),
  };
}

/**
 * `/tmp` of the worksheet functions (uploads inspected and imported, Parquet written, DuckDB's
 * spill) and the part of it DuckDB's Parquet cache may keep (WORKSHEET_CACHE_BYTES).
 */
export const WORKSHEET_EPHEMERAL_STORAGE = Size.gibibytes(4);
const WORKSHEET_CACHE_BYTES = 2 * 1024 ** 3;

export interface WorksheetResourcesProps {
  /** Where worksheets' Parquet and Athena's results live. */
  assetsBucket: IBucket;
  network: QueryNetwork;
  /** The query functions' environment (tables, buckets, connection secrets, egress, engine). */
  queryEnvironment: Record<string, string>;
  alarmTopic: ITopic;
}

/**
 * What worksheets need on AWS past the `worksheet` act function (docs/ARCHITECTURE.md):
 * - the runner (functions/worksheet/run-handler.ts): one load of one worksheet, invoked
 *   asynchronously by the act function or by the worksheet's schedule; in the query VPC (extracts
 *   reach tenants' databases), 2 GB, 15 minutes, 4 GB of /tmp; an invoke that fails its retries
 *   lands in an encrypted dead-letter queue, which alarms, and so does any error of the runner;
 * - the EventBridge Scheduler group holding one schedule per worksheet, and the role schedules
 *   assume, which may invoke the runner and nothing else; an invocation the scheduler drops after
 *   its retries alarms;
 * - in the same group, the sweep's schedule: every WORKSHEETS.sweepMinutes it invokes the runner
 *   with a WorksheetSweepEvent, which ends the runs that never started or died
 *   (functions/core/worksheets/sweep.ts), so a worksheet is never left `updating`;
 * - the Athena workgroup of queries past one machine: results under the assets bucket's
 *   ATHENA_RESULTS_PREFIX, encrypted, a per-query scan cutoff, enforced so no caller can change
 *   them. The Glue databases are made at run time by the engine (GLUE_DATABASE_PREFIX).
 * The runner has a set name, so its ARN is built rather than referenced (no cycle through its own
 * policy).
 */
export class WorksheetResources extends Construct {
  readonly runner: NodejsFunction;
  readonly scheduleGroup: ScheduleGroup;
  readonly schedulerRole: Role;
  /** The sweep of runs that never started or died. */
  readonly sweepSchedule: CfnSchedule;
  readonly workgroup: CfnWorkGroup;
  readonly deadLetters: Queue;
  /** What the grants of the worksheet functions name (infra/stacks/grants.ts). */
  readonly targets: WorksheetTargets;
  /** The act function's settings (functions/lib/env.ts): the runner, the schedules, the engine. */
  readonly actEnvironment: Record<string, string>;

  constructor(scope: Construct, id: string, props: WorksheetResourcesProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Named, so its ARN is known before it exists: the runner's own settings and grants name it
    // (its services can start a run), which a reference to the function itself would make a cycle.
    const runnerName = `${stack.stackName}-worksheet-run`;
    const runnerArn = stack.formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: runnerName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });

    this.deadLetters = new Queue(this, 'RunDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const runner = WORKER_HANDLERS['worksheet-run'];
    this.runner = createHandler(stack, 'WorksheetRunFunction', {
      name: runner.folder,
      file: runner.file,
      description: 'Wallboard worksheet runner: loads one worksheet (file import or database extract)',
      functionName: runnerName,
      environment: {
        ...props.queryEnvironment,
        WORKSHEET_RUNNER_ARN: runnerArn,
        WORKSHEET_CACHE_BYTES: String(WORKSHEET_CACHE_BYTES),
      },
      vpc: { vpc: props.network.vpc, subnets: props.network.functionSubnets },
      capacity: {
        // A 200 MB file parsed and written as Parquet, or an extract's batches.
        memorySize: 2048,
        timeout: Duration.minutes(WORKSHEET_LIMITS.runMaxMinutes),
        ephemeralStorageSize: WORKSHEET_EPHEMERAL_STORAGE,
        // Runs are idempotent (a run id, a run lock): a crashed or timed-out run is tried twice more.
        retryAttempts: 2,
        deadLetterQueue: this.deadLetters,
      },
    });
    functionAlarms(stack, this.runner, {
      name: 'worksheet-run',
      topic: props.alarmTopic,
      errors: ALARM_THRESHOLDS.runnerErrors,
    });
    deadLettersAlarm(stack, 'WorksheetRunDeadLettersAlarm', this.deadLetters, 'worksheet-run', props.alarmTopic);

    this.scheduleGroup = new ScheduleGroup(this, 'Schedules', { scheduleGroupName: WORKSHEETS.scheduleGroup });
    droppedSchedulesAlarm(
      stack,
      'WorksheetSchedulesDroppedAlarm',
      this.scheduleGroup,
      'worksheet schedules',
      props.alarmTopic,
    );
    const schedulesArn = stack.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${WORKSHEETS.scheduleGroup}/*`,
    });
    // Assumed by the schedules of this account's worksheet group only.
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description: 'Wallboard: worksheet schedules invoke the worksheet runner',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': schedulesArn },
        },
      }),
    });
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [runnerArn] }),
    );
    const sweep: WorksheetSweepEvent = { sweep: true };
    this.sweepSchedule = new CfnSchedule(this, 'SweepSchedule', {
      name: WORKSHEETS.sweepSchedule,
      groupName: this.scheduleGroup.scheduleGroupName,
      description: 'Wallboard: ends worksheet runs that never started or died',
      scheduleExpression: `rate(${WORKSHEETS.sweepMinutes} ${WORKSHEETS.sweepMinutes === 1 ? 'minute' : 'minutes'})`,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: runnerArn,
        roleArn: this.schedulerRole.roleArn,
        input: JSON.stringify(sweep),
        // The next sweep comes soon; one that could not be delivered is not worth keeping.
        retryPolicy: { maximumRetryAttempts: 0, maximumEventAgeInSeconds: WORKSHEETS.sweepMinutes * 60 },
      },
    });
    // The group is named by its set name, not referenced: made first all the same.
    this.sweepSchedule.node.addDependency(this.scheduleGroup);

    const resultsLocation = `s3://${props.assetsBucket.bucketName}/${ATHENA_RESULTS_PREFIX}`;
    this.workgroup = new CfnWorkGroup(this, 'Workgroup', {
      name: WORKSHEETS.athenaWorkgroup,
      description: 'Wallboard worksheets past one machine (Parquet in the assets bucket)',
      state: 'ENABLED',
      recursiveDeleteOption: true,
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        bytesScannedCutoffPerQuery: WORKSHEETS.bytesScannedCutoff,
        engineVersion: { selectedEngineVersion: 'AUTO' },
        resultConfiguration: {
          outputLocation: resultsLocation,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
          expectedBucketOwner: stack.account,
        },
      },
    });

    const glueDatabase = `${WORKSHEETS.glueDatabasePrefix}*`;
    this.targets = {
      runnerArn,
      schedulerRoleArn: this.schedulerRole.roleArn,
      schedulesArn,
      workgroupArn: stack.formatArn({
        service: 'athena',
        resource: 'workgroup',
        resourceName: WORKSHEETS.athenaWorkgroup,
      }),
      glueArns: [
        stack.formatArn({ service: 'glue', resource: 'catalog' }),
        stack.formatArn({ service: 'glue', resource: 'database', resourceName: glueDatabase }),
        stack.formatArn({ service: 'glue', resource: 'table', resourceName: `${glueDatabase}/*` }),
      ],
    };

    this.actEnvironment = {
      WORKSHEET_CACHE_BYTES: String(WORKSHEET_CACHE_BYTES),
      WORKSHEET_RUNNER_ARN: runnerArn,
      WORKSHEET_SCHEDULE_GROUP: this.scheduleGroup.scheduleGroupName,
      WORKSHEET_SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn,
    };
  }
}
