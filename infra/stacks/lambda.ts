import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LOCK_FILE, REPO_ROOT, handlerEntry } from './paths.js';

/**
 * Local esbuild only (no Docker on the build machines). ESM output needs `require` for the
 * CommonJS dependencies esbuild inlines, hence the banner. Target node20 so the same bundle
 * runs locally (Node 20) and on the nodejs22.x runtime.
 */
export const BUNDLING: BundlingOptions = {
  target: 'node20',
  format: OutputFormat.ESM,
  minify: true,
  sourceMap: true,
  forceDockerBundling: false,
  mainFields: ['module', 'main'],
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  logLevel: LogLevel.WARNING,
  // Bundle the SDK too, so the versions pinned by the lockfile are what runs.
  externalModules: [],
};

export const BASE_ENVIRONMENT: Readonly<Record<string, string>> = {
  NODE_OPTIONS: '--enable-source-maps',
};

export interface HandlerProps {
  /** Folder under `functions/`. */
  name: string;
  environment: Record<string, string>;
  description?: string;
}

/** A Wallboard handler: `functions/<name>/handler.ts`, export `handler`, arm64, nodejs22.x. */
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
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    // The user family hashes passwords with scrypt (N=2^17, 128 MiB): 1 GB also buys CPU.
    memorySize: 1024,
    timeout: Duration.seconds(30),
    description: props.description ?? `Wallboard ${props.name} handler`,
    environment: { ...BASE_ENVIRONMENT, ...props.environment },
    bundling: BUNDLING,
    logGroup,
  });
}
