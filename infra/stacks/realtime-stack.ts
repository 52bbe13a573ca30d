import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { APP_ORIGINS_OBJECT, BUCKETS, TABLES, TENANT_DATA_ROLE, WS_ENDPOINT_ENV } from '../resources.js';
import { HANDLER_GRANTS } from '../permissions.js';
import type { DataRefs } from './data-stack.js';
import { applyGrants } from './grants.js';
import { createHandler } from './lambda.js';
import { assumeTenantDataRole, tenantDataRoleArn } from './tenant-data-role.js';
import {
  WS_ACCESS_LOG_FORMAT,
  accessLogFormat,
  accessLogGroup,
  functionAlarms,
  wsConnectsAlarm,
} from './observability.js';

export type RealtimeStackProps = StackProps &
  Pick<DataRefs, 'tables'> & {
    /** The published versions a share display's push subscriptions are checked against. */
    publishedBucket: DataRefs['buckets']['published'];
    alarmTopic: ITopic;
    /**
     * Comma-separated browser origins `$connect` accepts (ALLOWED_ORIGINS); none: those the web stack
     * publishes at APP_ORIGINS_OBJECT (the distribution's own origin).
     */
    allowedOrigins?: string;
  };

/** Route throttling of the WebSocket stage (messages per second, burst). */
export const WS_THROTTLE = { rateLimit: 500, burstLimit: 1000 } as const;

export const WS_STAGE_NAME = 'prod';

/** The WebSocket API: `$connect`, `$disconnect` and `$default`, served by `functions/ws`. */
export class RealtimeStack extends Stack {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly handler: NodejsFunction;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { connections, main } = props.tables;

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: 'wallboard-ws',
      description: 'Wallboard realtime: pad control, presence, publish notices',
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: WS_STAGE_NAME,
      autoDeploy: true,
      throttle: WS_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogGroup(this, 'WsAccessLogs')),
        format: accessLogFormat(WS_ACCESS_LOG_FORMAT),
      },
    });

    this.handler = createHandler(this, 'WsFunction', {
      name: 'ws',
      environment: {
        [TABLES.connections.envVar]: connections.tableName,
        [TABLES.main.envVar]: main.tableName,
        [BUCKETS.published.envVar]: props.publishedBucket.bucketName,
        // https://{apiId}.execute-api.{region}.amazonaws.com/prod: the @connections API.
        [WS_ENDPOINT_ENV]: this.stage.callbackUrl,
        ...(props.allowedOrigins
          ? { ALLOWED_ORIGINS: props.allowedOrigins }
          : { [APP_ORIGINS_OBJECT.envVar]: APP_ORIGINS_OBJECT.key }),
        // A socket's tenant's data is reached through the tenant data role (the API stack's).
        [TENANT_DATA_ROLE.envVar]: tenantDataRoleArn(this),
      },
    });
    this.handler.addToRolePolicy(assumeTenantDataRole(this));
    // The distribution's origin the web stack publishes, when no origins were given: no tenant's.
    if (!props.allowedOrigins)
      this.handler.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [props.publishedBucket.arnForObjects(APP_ORIGINS_OBJECT.key)],
        }),
      );
    // Sessions and screens are read; the "editing" mark on a screen is written; published versions read.
    applyGrants(this.handler, HANDLER_GRANTS.ws, {
      tables: props.tables,
      buckets: { published: props.publishedBucket },
      webSocketStage: this.stage,
    });
    functionAlarms(this, this.handler, { name: 'ws', topic: props.alarmTopic });
    wsConnectsAlarm(this, 'WsConnectsAlarm', this.stage, props.alarmTopic);

    const integration = new WebSocketLambdaIntegration('WsIntegration', this.handler);
    this.webSocketApi.addRoute('$connect', { integration });
    this.webSocketApi.addRoute('$disconnect', { integration });
    this.webSocketApi.addRoute('$default', { integration });

    new CfnOutput(this, 'WebSocketUrl', { value: this.stage.url });
  }
}
