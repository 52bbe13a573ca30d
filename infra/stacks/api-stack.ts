import { CfnOutput, Size, Stack, type StackProps } from 'aws-cdk-lib';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
  type WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { HTTP_PREFIX_ROUTES, HTTP_ROUTES, rpcPath, type HttpRoute } from '../../shared/protocol/routes.js';
import {
  DEPLOYED_FAMILIES,
  FAMILY_HANDLERS,
  HANDLER_GRANTS,
  QUERY_FAMILIES,
  isDeployedFamily,
  type DeployedFamily,
  type HandlerName,
} from '../permissions.js';
import { BUCKETS, ORIGIN_VERIFY, TABLES, TENANT_DATA_ROLE, WS_ENDPOINT_ENV } from '../resources.js';
import type { DataRefs } from './data-stack.js';
import { applyGrants } from './grants.js';
import { createHandler } from './lambda.js';
import { QueryNetwork } from './network.js';
import {
  ALARM_THRESHOLDS,
  HTTP_ACCESS_LOG_FORMAT,
  accessLogFormat,
  accessLogGroup,
  functionAlarms,
  latencyAlarm,
  serverErrorRateAlarm,
} from './observability.js';
import { keysOf, recordOf } from './records.js';
import { TenantDataRole } from './tenant-data-role.js';
import { WORKSHEET_EPHEMERAL_STORAGE, WorksheetResources, worksheetEngineEnvironment } from './worksheets.js';

/** A custom domain for the HTTP API; with one, the execute-api endpoint is disabled. */
export interface ApiDomain {
  domainName: string;
  /** An ACM certificate in the API's region covering `domainName`. */
  certificateArn: string;
}

/** Default-stage throttling of the HTTP API (requests per second, burst). */
export interface ApiThrottle {
  rateLimit: number;
  burstLimit: number;
}

export const DEFAULT_API_THROTTLE: ApiThrottle = { rateLimit: 1000, burstLimit: 2000 };

export type ApiStackProps = StackProps &
  DataRefs & {
    alarmTopic: ITopic;
    /** The WebSocket stage whose sockets the user family closes (logout, password change). */
    webSocketStage: WebSocketStage;
    /** The WebSocket function's role, trusted by the tenant data role (realtime-stack.ts). */
    webSocketFunctionRole?: IRole;
    domain?: ApiDomain;
    throttle?: ApiThrottle;
    /**
     * Private `host:port` entries the query functions may reach (databases in peered VPCs);
     * empty: private addresses are refused.
     */
    datasourceAllowHosts?: string;
    /** The verified SES sender of invitation mails (context `mailFrom`); unset: mails fail to send. */
    mailFrom?: string;
    /** The web app's origin for links in mails (the web domain); unset: links are relative. */
    appOrigin?: string;
    /** `kid=<SPKI DER, base64>` entries that verify licence files; unset: no licence verifies. */
    licensePublicKeys?: string;
  };

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

/**
 * `/tmp` of the query functions: DuckDB keeps the Parquet of worksheets that data APIs query
 * (under ATHENA_MIN_BYTES, 1 GiB) there between requests, up to QUERY_CACHE_BYTES.
 */
const QUERY_EPHEMERAL_STORAGE = Size.gibibytes(2);
const QUERY_CACHE_BYTES = 1024 ** 3;

const functionId = (name: HandlerName) => `${name.charAt(0).toUpperCase()}${name.slice(1)}Function`;

/**
 * The HTTP API: `POST /rpc/<family>` and the non-RPC routes, one Lambda per act family that
 * has acts (infra/permissions.ts), each with only the grants its code uses. The API answers
 * only requests CloudFront signed with the origin-verify header; with a custom domain the
 * execute-api endpoint is off as well.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** By the family whose routes it serves (its folder: FAMILY_HANDLERS). */
  readonly functions: Record<DeployedFamily, NodejsFunction>;
  /** The header's values `{current, previous?}`: CloudFront sends current, the handlers accept both. */
  readonly originVerifySecret: Secret;
  /** The VPC and NAT egress of the query functions (QUERY_FAMILIES). */
  readonly queryNetwork: QueryNetwork;
  /** The worksheet runner, schedules and Athena workgroup. */
  readonly worksheets: WorksheetResources;
  /** The role the act functions assume for an act of one tenant (isolation by IAM). */
  readonly tenantDataRole: TenantDataRole;
  /** The host CloudFront sends API requests to. */
  readonly originDomainName: string;
  /** The API's own address (its custom domain when it has one). */
  readonly apiUrl: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    // `{current}` generated; a rotation adds `previous` by hand
    // (docs/ARCHITECTURE.md#origin-verify-and-its-rotation).
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Wallboard: values of the header CloudFront adds to API requests ({current, previous?})',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: ORIGIN_VERIFY.currentKey,
        passwordLength: 48,
        excludePunctuation: true,
      },
    });

    // Verification codes are texted through Amazon SNS when deployed (functions/lib/sms).
    const environment = {
      ...dataEnvironment(props),
      SMS_SENDER: 'sns',
      // Invitations are mailed through SES from the deployment's verified sender.
      MAIL_SENDER: 'ses',
      ...(props.mailFrom ? { MAIL_FROM: props.mailFrom } : {}),
      ...(props.appOrigin ? { APP_ORIGIN: props.appOrigin } : {}),
      // Licences: the vendor's public keys (context `licensePublicKeys`) and this deployment's id
      // in every tenant's fingerprint (docs/licensing.md).
      ...(props.licensePublicKeys ? { LICENSE_PUBLIC_KEYS: props.licensePublicKeys } : {}),
      INSTALLATION_ID: this.stackId,
      [WS_ENDPOINT_ENV]: props.webSocketStage.callbackUrl,
    };

    this.queryNetwork = new QueryNetwork(this, 'QueryNetwork');
    // The query functions: in the VPC, sealing and opening connection secrets under the data stack's key.
    const queryEnvironment = {
      ...environment,
      CONNECTION_SECRETS_KEY_ID: props.connectionSecretsKey.keyArn,
      DATASOURCE_EGRESS_IP: this.queryNetwork.egressIp.attrPublicIp,
      DATASOURCE_ALLOW_HOSTS: props.datasourceAllowHosts ?? '',
      ...worksheetEngineEnvironment(),
    };
    const isQueryFamily = (family: DeployedFamily) => (QUERY_FAMILIES as readonly DeployedFamily[]).includes(family);

    this.worksheets = new WorksheetResources(this, 'Worksheets', {
      assetsBucket: props.buckets.assets,
      network: this.queryNetwork,
      queryEnvironment,
      alarmTopic: props.alarmTopic,
    });
    const grantTargets = {
      ...props,
      webSocketStage: props.webSocketStage,
      worksheets: this.worksheets.targets,
      originVerifySecret: this.originVerifySecret,
    };
    applyGrants(this.worksheets.runner, HANDLER_GRANTS['worksheet-run'], grantTargets);

    this.functions = recordOf(DEPLOYED_FAMILIES, (family) => {
      const name = FAMILY_HANDLERS[family];
      const fn = isQueryFamily(family)
        ? createHandler(this, functionId(name), {
            name,
            environment:
              family === 'worksheet'
                ? { ...queryEnvironment, ...this.worksheets.actEnvironment }
                : { ...queryEnvironment, WORKSHEET_CACHE_BYTES: String(QUERY_CACHE_BYTES) },
            vpc: { vpc: this.queryNetwork.vpc, subnets: this.queryNetwork.functionSubnets },
            // DuckDB caches worksheets' Parquet in /tmp; the worksheet act function also
            // downloads uploads there to inspect them.
            capacity: {
              ephemeralStorageSize: family === 'worksheet' ? WORKSHEET_EPHEMERAL_STORAGE : QUERY_EPHEMERAL_STORAGE,
            },
          })
        : createHandler(this, functionId(name), { name, environment });
      // Every family's chain checks the origin-verify header: the function reads the values
      // from the secret it names, never from its environment.
      fn.addEnvironment(ORIGIN_VERIFY.secretArnEnvVar, this.originVerifySecret.secretArn);
      applyGrants(fn, HANDLER_GRANTS[name], grantTargets);
      functionAlarms(this, fn, { name, topic: props.alarmTopic });
      latencyAlarm(this, fn, {
        name,
        topic: props.alarmTopic,
        p99Ms: isQueryFamily(family) ? ALARM_THRESHOLDS.queryP99Ms : ALARM_THRESHOLDS.actP99Ms,
      });
      return fn;
    });

    // Isolation by IAM: acts of a tenant reach the data with this role's tagged sessions.
    // Isolation by IAM: acts of a tenant, the runs of its worksheets and its sockets reach the
    // data with this role's tagged sessions; the functions' own roles reach no tenant's keys.
    const roleOf = (fn: NodejsFunction, name: string) => {
      if (!fn.role) throw new Error(`${name} function has no role`);
      return fn.role;
    };
    const tenantWork = [
      ...DEPLOYED_FAMILIES.map((family) => ({ fn: this.functions[family], name: family })),
      { fn: this.worksheets.runner, name: 'worksheet-run' },
    ];
    this.tenantDataRole = new TenantDataRole(this, 'TenantData', {
      tables: props.tables,
      buckets: props.buckets,
      assumedBy: tenantWork.map(({ fn, name }) => roleOf(fn, name)),
      trustedFrom: props.webSocketFunctionRole ? [props.webSocketFunctionRole] : [],
    });
    for (const { fn } of tenantWork) fn.addEnvironment(TENANT_DATA_ROLE.envVar, this.tenantDataRole.role.roleArn);

    // Same origin through CloudFront, so no CORS configuration.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'wallboard-http',
      description: 'Wallboard RPC and HTTP routes',
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.domain !== undefined,
    });
    const throttle = props.throttle ?? DEFAULT_API_THROTTLE;
    // At the path (so the logical id) of the stage HttpApi used to create: an update keeps it.
    this.stage = new HttpStage(this.httpApi, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogGroup(this, 'HttpAccessLogs')),
        format: accessLogFormat(HTTP_ACCESS_LOG_FORMAT),
      },
    });

    // One integration (and one invoke permission) per family, shared by its routes.
    const integrations = recordOf(
      DEPLOYED_FAMILIES,
      (family) =>
        new HttpLambdaIntegration(`${functionId(FAMILY_HANDLERS[family])}Integration`, this.functions[family], {
          scopePermissionToRoute: false,
        }),
    );

    for (const family of DEPLOYED_FAMILIES) {
      this.httpApi.addRoutes({ path: rpcPath(family), methods: [HttpMethod.POST], integration: integrations[family] });
    }
    for (const key of Object.keys(HTTP_ROUTES) as HttpRoute[]) {
      const family = HTTP_ROUTES[key];
      if (!isDeployedFamily(family)) continue;
      const { method, path } = parseRouteKey(key);
      this.httpApi.addRoutes({ path, methods: [method], integration: integrations[family] });
    }
    for (const [prefix, route] of Object.entries(HTTP_PREFIX_ROUTES)) {
      if (!isDeployedFamily(route.family)) continue;
      this.httpApi.addRoutes({
        path: `${prefix}{proxy+}`,
        methods: route.methods.map((method) => HttpMethod[method]),
        integration: integrations[route.family],
      });
    }

    if (props.domain) {
      const domainName = new DomainName(this, 'ApiDomain', {
        domainName: props.domain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', props.domain.certificateArn),
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      new ApiMapping(this, 'ApiDomainMapping', { api: this.httpApi, domainName, stage: this.stage });
      this.originDomainName = props.domain.domainName;
      this.apiUrl = `https://${props.domain.domainName}`;
    } else {
      this.originDomainName = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
      this.apiUrl = this.httpApi.apiEndpoint;
    }

    serverErrorRateAlarm(
      this,
      'Http5xxRateAlarm',
      {
        errors: this.stage.metricServerError({ statistic: 'Sum' }),
        requests: this.stage.metricCount({ statistic: 'Sum' }),
      },
      5,
      props.alarmTopic,
    );

    new CfnOutput(this, 'HttpApiUrl', { value: this.apiUrl });
  }
}
