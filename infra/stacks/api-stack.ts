import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { FAMILIES, type Family } from '../../shared/protocol/acts.js';
import { HTTP_ROUTES, rpcPath, type HttpRoute } from '../../shared/protocol/routes.js';
import { BUCKETS, TABLES } from '../resources.js';
import type { DataRefs } from './data-stack.js';
import { keysOf, recordOf } from './records.js';
import { createHandler } from './lambda.js';

export type ApiStackProps = StackProps & DataRefs;

/** `"POST /api/upload"` → method and path. */
export function parseRouteKey(key: HttpRoute): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ');
  const known = Object.values(HttpMethod) as string[];
  if (!method || !path || !known.includes(method)) throw new Error(`bad HTTP route key: ${key}`);
  return { method: method as HttpMethod, path };
}

/** Where each family's handler finds the tables and buckets, from `infra/resources.ts`. */
export function dataEnvironment(refs: DataRefs): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of keysOf(TABLES)) env[TABLES[name].envVar] = refs.tables[name].tableName;
  for (const name of keysOf(BUCKETS)) env[BUCKETS[name].envVar] = refs.buckets[name].bucketName;
  return env;
}

const familyId = (family: Family) => `${family.charAt(0).toUpperCase()}${family.slice(1)}Function`;

/** The HTTP API: `POST /rpc/<family>` and the non-RPC routes, one Lambda per act family. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: Record<Family, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // Verification codes are texted through Amazon SNS when deployed (functions/lib/sms).
    const environment = { ...dataEnvironment(props), SMS_SENDER: 'sns' };

    this.functions = recordOf(FAMILIES, (family) => {
      const fn = createHandler(this, familyId(family), { name: family, environment });
      props.tables.main.grantReadWriteData(fn);
      props.buckets.assets.grantReadWrite(fn);
      props.buckets.published.grantReadWrite(fn);
      if (family === 'user') {
        fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'], conditions: { Bool: { 'aws:SecureTransport': 'true' } } }));
      }
      return fn;
    });

    // Same origin through CloudFront, so no CORS configuration.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'wallboard-http',
      description: 'Wallboard RPC and HTTP routes',
    });

    // One integration (and one invoke permission) per family, shared by its routes.
    const integrations = recordOf(FAMILIES, (family) => new HttpLambdaIntegration(
      `${familyId(family)}Integration`, this.functions[family], { scopePermissionToRoute: false },
    ));

    for (const family of FAMILIES) {
      this.httpApi.addRoutes({ path: rpcPath(family), methods: [HttpMethod.POST], integration: integrations[family] });
    }
    for (const key of Object.keys(HTTP_ROUTES) as HttpRoute[]) {
      const { method, path } = parseRouteKey(key);
      this.httpApi.addRoutes({ path, methods: [method], integration: integrations[HTTP_ROUTES[key]] });
    }

    new CfnOutput(this, 'HttpApiUrl', { value: this.httpApi.apiEndpoint });
  }
}
