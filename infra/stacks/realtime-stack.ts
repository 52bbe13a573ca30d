import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { TABLES, WS_ENDPOINT_ENV } from '../resources.js';
import type { DataRefs } from './data-stack.js';
import { createHandler } from './lambda.js';

export type RealtimeStackProps = StackProps & Pick<DataRefs, 'tables'>;

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
    });

    this.handler = createHandler(this, 'WsFunction', {
      name: 'ws',
      environment: {
        [TABLES.connections.envVar]: connections.tableName,
        [TABLES.main.envVar]: main.tableName,
        // https://{apiId}.execute-api.{region}.amazonaws.com/prod: the @connections API.
        [WS_ENDPOINT_ENV]: this.stage.callbackUrl,
      },
    });
    connections.grantReadWriteData(this.handler);
    // Sessions and screens are read; the "editing" mark on a screen is written.
    main.grantReadWriteData(this.handler);
    this.stage.grantManagementApiAccess(this.handler);

    const integration = new WebSocketLambdaIntegration('WsIntegration', this.handler);
    this.webSocketApi.addRoute('$connect', { integration });
    this.webSocketApi.addRoute('$disconnect', { integration });
    this.webSocketApi.addRoute('$default', { integration });

    new CfnOutput(this, 'WebSocketUrl', { value: this.stage.url });
  }
}
