import * as z from 'zod/mini';
import { entityId } from './group.js';
import { controlCommand, deviceId, deviceName, type Device } from './ws.js';

/**
 * The HTTPS acts of pad control (docs/realtime.md#pad): the devices of one of the caller's own
 * groups, and what the owner does to them. Commands sent here reach displays through the same
 * fan-out as a pad socket's `v2/ws/control`.
 */
export const mobileControlListArgs = z.object({ _id: entityId });

export const mobileControlArgs = z.discriminatedUnion('action', [
  /** A command to every display of the group, or to one device. */
  z.object({ action: z.literal('command'), _id: entityId, device: z.optional(deviceId), control: controlCommand }),
  /** Flashes one device's name on its display. */
  z.object({ action: z.literal('identify'), _id: entityId, device: deviceId }),
  z.object({ action: z.literal('rename'), _id: entityId, device: deviceId, name: deviceName }),
  /** Forgets a device; it registers again when it next reports itself. */
  z.object({ action: z.literal('remove'), _id: entityId, device: deviceId }),
]);
export type MobileControlArgs = z.infer<typeof mobileControlArgs>;

/** The answer of `get_mobile_control_list`: the group's devices, newest first, and its screens' order. */
export interface MobileControlList {
  devices: Device[];
}

/** The answer of `mobile_control`: how many displays the command reached (0 when none is connected). */
export interface MobileControlResult {
  delivered: number;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/group/get_mobile_control_list': mobileControlListArgs,
  'v1/group/mobile_control': mobileControlArgs,
} as const;
