import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { UNIT_SECONDS, WORKSHEET_LIMITS, type UpdateSettings } from '../../../shared/datasource/worksheet.js';
import { sha256 } from '../../lib/crypto/tokens.js';
import { env } from '../../lib/env.js';
import type { WorksheetRunEvent } from '../../lib/worksheet/contract.js';

/**
 * When a worksheet's updates run. `once` and `none` have no schedule (a refresh by hand only);
 * the other modes run every `interval unit`. On AWS each scheduled worksheet has one EventBridge
 * Scheduler schedule (`ws-<tenant>-<id>` in env.worksheetScheduleGroup(), a `rate()` of whole
 * minutes) that invokes the runner with a WorksheetRunEvent; locally (no runner ARN) the item's
 * `nextRunAt` is what the local stack's timer reads.
 */

/** Seconds between scheduled runs, or undefined when the mode has none. */
export function intervalSeconds(update: UpdateSettings): number | undefined {
  if (update.mode === 'once' || update.mode === 'none') return undefined;
  return Math.max(WORKSHEET_LIMITS.minIntervalSeconds, update.interval * UNIT_SECONDS[update.unit]);
}

/** When the next scheduled run is due after `from`, or undefined when the mode has none. */
export function nextRunAfter(update: UpdateSettings, from: number): number | undefined {
  const seconds = intervalSeconds(update);
  return seconds === undefined ? undefined : from + seconds * 1000;
}

/** When a failed scheduled run is tried again (the `attempt`th retry, from 1), or undefined past WORKSHEET_LIMITS.retries. */
export function retryAt(attempt: number, from: number): number | undefined {
  if (attempt > WORKSHEET_LIMITS.retries) return undefined;
  return from + WORKSHEET_LIMITS.retryBaseSeconds * 1000 * 2 ** (attempt - 1);
}

/** EventBridge Scheduler's rate: seconds rounded up to whole minutes, in the largest unit that divides them. */
export function rateExpression(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes % 1440 === 0) return `rate(${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'})`;
  if (minutes % 60 === 0) return `rate(${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'})`;
  return `rate(${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`;
}

const NAME_MAX = 64;

/** The schedule's name: `ws-<tenant>-<id>`, or `ws-<hash>` when that is longer than Scheduler's 64 characters. */
export function scheduleName(tenantId: string, worksheetId: string): string {
  const plain = `ws-${tenantId}-${worksheetId}`;
  return plain.length <= NAME_MAX && /^[0-9a-zA-Z-_.]+$/.test(plain)
    ? plain
    : `ws-${sha256(`${tenantId}/${worksheetId}`).slice(0, NAME_MAX - 3)}`;
}

let client: SchedulerClient | undefined;
const scheduler = (): SchedulerClient => (client ??= new SchedulerClient({}));

/** Whether schedules are EventBridge Scheduler's (deployed) or the local timer's (nextRunAt only). */
export const usesScheduler = (): boolean => env.worksheetRunnerArn() !== '';

function scheduleInput(tenantId: string, worksheetId: string, seconds: number): CreateScheduleCommandInput {
  const event: WorksheetRunEvent = { tenantId, worksheetId, trigger: 'schedule' };
  return {
    Name: scheduleName(tenantId, worksheetId),
    GroupName: env.worksheetScheduleGroup(),
    ScheduleExpression: rateExpression(seconds),
    FlexibleTimeWindow: { Mode: 'OFF' },
    State: 'ENABLED',
    Target: {
      Arn: env.worksheetRunnerArn(),
      RoleArn: env.worksheetSchedulerRoleArn(),
      Input: JSON.stringify(event),
      RetryPolicy: { MaximumRetryAttempts: WORKSHEET_LIMITS.retries, MaximumEventAgeInSeconds: 3600 },
    },
  };
}

/** Creates, updates or deletes the worksheet's schedule to match its update settings (AWS only). */
export async function syncSchedule(tenantId: string, worksheetId: string, update: UpdateSettings): Promise<void> {
  if (!usesScheduler()) return;
  const seconds = intervalSeconds(update);
  if (seconds === undefined) return deleteSchedule(tenantId, worksheetId);
  const input = scheduleInput(tenantId, worksheetId, seconds);
  try {
    await scheduler().send(new CreateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    await scheduler().send(new UpdateScheduleCommand(input));
  }
}

/** Deletes the worksheet's schedule, if it has one (AWS only). */
export async function deleteSchedule(tenantId: string, worksheetId: string): Promise<void> {
  if (!usesScheduler()) return;
  try {
    await scheduler().send(
      new DeleteScheduleCommand({ Name: scheduleName(tenantId, worksheetId), GroupName: env.worksheetScheduleGroup() }),
    );
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
