import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { WallboardContext } from '../act.js';

/** The shape of every Wallboard middleware: HTTP API v2 events in, structured results out. */
export type Middleware = MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  WallboardContext
>;
