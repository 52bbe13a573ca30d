import { PT_VERSION } from '@aws-lambda-powertools/commons';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IVpc, SubnetSelection } from 'aws-cdk-lib/aws-ec2';
import { Architecture, LayerVersion, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { LOCK_FILE, REPO_ROOT, handlerEntry } from './paths.js';

/**
 * Local esbuild only (no Docker on the build machines). ESM output needs `require` for the
 * CommonJS dependencies esbuild inlines, hence the banner.
 *
 * Runtime: the newest Lambda offers (RUNTIME). Target: node20, the oldest Node a bundle must
 * run on: `npm start` and the tests run these same bundles on the build machines' Node 20;
 * a node20 bundle runs unchanged on Node 24 (only syntax is lowered, nothing is polyfilled).
 *
 * No source maps: an inline map doubles the bundle and `--enable-source-maps` makes every
 * stack trace (and the parse of the map) cost on the runtime path. Errors are logged with a
 * request id; `npm run build:functions -- --sourcemap` writes linked maps for local debugging.
 *
 * Every handler bundle stays under 300 kB (`npm run bench:bundles`), so two groups of
 * packages are left out of it:
 * - the AWS SDK v3, which the Lambda Node.js runtime ships: bundled it was ~500 kB of each
 *   handler (the budget left ~140 kB for it);
 * - Powertools (Logger, Metrics, Tracer) and the X-Ray SDK its Tracer needs (~165 kB, 127 of
 *   them the Tracer), from the Powertools layer of the very version in the lockfile
 *   (POWERTOOLS_LAYER_PARAMETER), as Powertools documents for esbuild bundles.
 * Locally the bundles in dist/functions resolve both from the repository's node_modules.
 */
export const RUNTIME = Runtime.NODEJS_24_X;

export const BUNDLING: BundlingOptions = {
  target: 'node20',
  format: OutputFormat.ESM,
  minify: true,
  sourceMap: false,
  forceDockerBundling: false,
  mainFields: ['module', 'main'],
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  logLevel: LogLevel.WARNING,
  externalModules: ['@aws-sdk/*', '@aws-lambda-powertools/*', 'aws-xray-sdk-core'],
};

/** The SSM public parameter holding the ARN of the Powertools layer of the installed version. */
export const POWERTOOLS_LAYER_PARAMETER = `/aws/service/powertools/typescript/generic/all/${PT_VERSION}`;

/** The Powertools layer, one reference per stack. */
function powertoolsLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  const existing = stack.node.tryFindChild(id);
  if (existing) return existing as ILayerVersion;
  return LayerVersion.fromLayerVersionArn(
    stack,
    id,
    StringParameter.valueForStringParameter(stack, POWERTOOLS_LAYER_PARAMETER),
  );
}

export const BASE_ENVIRONMENT: Readonly<Record<string, string>> = {
  POWERTOOLS_SERVICE_NAME: 'wallboard',
};

export interface HandlerProps {
  /** Folder under `functions/`. */
  name: string;
  environment: Record<string, string>;
  description?: string;
  /** A VPC to run in (the query functions: infra/stacks/network.ts), with its subnets. */
  vpc?: { vpc: IVpc; subnets: SubnetSelection };
}

/** A Wallboard handler: `functions/<name>/handler.ts`, export `handler`, arm64, RUNTIME, X-Ray active tracing. */
export function createHandler(scope: Construct, id: string, props: HandlerProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return new NodejsFunction(scope, id, {
    entry: handlerEntry(props.name),
    handler: 'handler',
    projectRoot: REPO_ROOT,
    depsLockFilePath: LOCK_FILE,
    runtime: RUNTIME,
    architecture: Architecture.ARM_64,
    // The user family hashes passwords with scrypt (N=2^17, 128 MiB): 1 GB also buys CPU.
    memorySize: 1024,
    timeout: Duration.seconds(30),
    description: props.description ?? `Wallboard ${props.name} handler`,
    environment: { ...BASE_ENVIRONMENT, ...props.environment },
    bundling: BUNDLING,
    tracing: Tracing.ACTIVE,
    layers: [powertoolsLayer(scope)],
    logGroup,
    ...(props.vpc ? { vpc: props.vpc.vpc, vpcSubnets: props.vpc.subnets } : {}),
  });
}
