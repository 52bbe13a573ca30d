import { Duration, RemovalPolicy, type Size } from 'aws-cdk-lib';
import type { IVpc, SubnetSelection } from 'aws-cdk-lib/aws-ec2';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ENGINE_DESCRIPTORS } from '../../shared/datasource/engines/index.js';
import { FAMILY_HANDLERS, QUERY_FAMILIES } from '../permissions.js';
import { HANDLER_TIMEOUT_SECONDS } from '../resources.js';
import { LOCK_FILE, REPO_ROOT, handlerEntry } from './paths.js';
import { powertoolsLayer } from './powertools-layer.js';

/**
 * Local esbuild only (no Docker on the build machines). ESM output needs `require` for the
 * CommonJS dependencies esbuild inlines, hence the banner.
 *
 * Runtime: the newest Lambda offers (RUNTIME), and the target its Node. `npm start` and the tests
 * run these same bundles on that major too: the lockfile's `node` package (a devDependency)
 * puts its binary first on every npm script's PATH (tests/infra/runtime.test.ts holds the three
 * in step).
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
 *   them the Tracer), from a layer the app publishes itself with the lockfile's versions
 *   (powertools-layer.ts): AWS's public Powertools layer is not published in every region.
 * Locally the bundles in dist/functions resolve both from the repository's node_modules.
 */
export const RUNTIME = Runtime.NODEJS_24_X;

/**
 * The database drivers of the engines past PostgreSQL and MySQL/MariaDB (each engine
 * descriptor's `shippedDriver`, shared/datasource/engines/): each several MB, so never bundled. The query functions
 * (QUERY_FAMILIES) ship them as installed packages beside the bundle (`nodeModules`, the versions
 * of the lockfile), and an engine imports its driver when its first pool is made; the other
 * functions have none. Locally the bundles resolve them from the repository's node_modules.
 */
export const DRIVER_MODULES: readonly string[] = [
  ...new Set(Object.values(ENGINE_DESCRIPTORS).flatMap((engine) => engine.shippedDriver ?? [])),
];

/**
 * The worksheet engine (functions/lib/worksheet/engine): DuckDB's Node API, whose
 * native binding (`@duckdb/node-bindings-linux-arm64`, ~63 MB, an optional dependency picked by
 * platform) cannot be bundled. Every query function may run it (a data API over a worksheet runs
 * in `api`, and in `screen` and `group` for shared widgets), so each ships it beside its bundle.
 */
export const WORKSHEET_ENGINE_MODULES = ['@duckdb/node-api'] as const;

/**
 * The xlsx reader of worksheet imports (functions/lib/worksheet/import): exceljs and its zip and
 * XML dependencies are too large to bundle within the budget (scripts/bench/bundle-report.ts), so
 * the worksheet functions alone ship it. csv-parse and iconv-lite are small pure JavaScript and
 * are bundled (iconv-lite is in every query bundle already, through mysql2).
 */
export const WORKSHEET_FILE_MODULES = ['exceljs'] as const;

/**
 * The packages installed beside a function folder's bundle (`nodeModules`): the drivers and the
 * worksheet engine for the query functions, and the xlsx reader for the worksheet functions.
 */
export function shippedModules(folder: string): string[] {
  const queryFolders: readonly string[] = QUERY_FAMILIES.map((family) => FAMILY_HANDLERS[family]);
  if (!queryFolders.includes(folder)) return [];
  return [
    ...DRIVER_MODULES,
    ...WORKSHEET_ENGINE_MODULES,
    ...(folder === FAMILY_HANDLERS.worksheet ? WORKSHEET_FILE_MODULES : []),
  ];
}

/**
 * How `npm ci` installs the shipped packages beside a bundle. Offline: from npm's cache only, so
 * synth downloads nothing (the lockfile's integrities make the install the same as an online one).
 * `npm ci` fills the cache, except with the packages of another platform than the machine's
 * (DuckDB's linux-arm64 binding on an x64 machine): `npm run cache:lambda` adds those once, online;
 * without them the install fails with npm's ENOTCACHED. For the functions' platform
 * (ARCHITECTURE), whatever machine synthesizes: an optional dependency such as DuckDB's binding
 * is the Lambda's (linux, arm64, glibc), not the build machine's. Without the audit and funding
 * requests: the lockfile's versions are the ones `npm audit` checks in the repository.
 */
const INSTALL_SETTINGS: Readonly<Record<string, string>> = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_offline: 'true',
};

export const ARCHITECTURE = Architecture.ARM_64;

export const BUNDLING: BundlingOptions = {
  target: 'node24',
  format: OutputFormat.ESM,
  minify: true,
  sourceMap: false,
  forceDockerBundling: false,
  mainFields: ['module', 'main'],
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  logLevel: LogLevel.WARNING,
  externalModules: [
    '@aws-sdk/*',
    '@aws-lambda-powertools/*',
    'aws-xray-sdk-core',
    ...DRIVER_MODULES,
    ...WORKSHEET_ENGINE_MODULES,
    ...WORKSHEET_FILE_MODULES,
  ],
};

export const BASE_ENVIRONMENT: Readonly<Record<string, string>> = {
  POWERTOOLS_SERVICE_NAME: 'wallboard',
};

/** What a function needs past an act's (the worksheet runner's long loads). */
export interface HandlerCapacity {
  memorySize?: number;
  timeout?: Duration;
  /** `/tmp`: files downloaded, Parquet written, DuckDB's spill and cache. */
  ephemeralStorageSize?: Size;
  /** Retries of an asynchronous invoke that failed, and where it goes after them. */
  retryAttempts?: number;
  deadLetterQueue?: IQueue;
}

export interface HandlerProps {
  /** Folder under `functions/`. */
  name: string;
  /** The entry file in the folder: `handler.ts` unless given. */
  file?: string;
  /** A set name, for a function whose ARN must be known before it exists (CloudFormation's own otherwise). */
  functionName?: string;
  capacity?: HandlerCapacity;
  environment: Record<string, string>;
  description?: string;
  /**
   * A VPC to run in (the query functions: infra/stacks/network.ts), with its subnets. A function
   * in the VPC runs queries, so it also ships its folder's shippedModules.
   */
  vpc?: { vpc: IVpc; subnets: SubnetSelection };
}

/** A Wallboard handler: `functions/<name>/<file>`, export `handler`, arm64, RUNTIME, X-Ray active tracing. */
export function createHandler(scope: Construct, id: string, props: HandlerProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return new NodejsFunction(scope, id, {
    entry: handlerEntry(props.name, props.file),
    handler: 'handler',
    projectRoot: REPO_ROOT,
    depsLockFilePath: LOCK_FILE,
    runtime: RUNTIME,
    architecture: ARCHITECTURE,
    // The user family hashes passwords with scrypt (N=2^17, 128 MiB): 1 GB also buys CPU.
    memorySize: 1024,
    timeout: Duration.seconds(HANDLER_TIMEOUT_SECONDS),
    ...props.capacity,
    description: props.description ?? `Wallboard ${props.name} handler`,
    ...(props.functionName ? { functionName: props.functionName } : {}),
    environment: { ...BASE_ENVIRONMENT, ...props.environment },
    bundling: props.vpc
      ? { ...BUNDLING, nodeModules: shippedModules(props.name), environment: { ...INSTALL_SETTINGS } }
      : BUNDLING,
    tracing: Tracing.ACTIVE,
    layers: [powertoolsLayer(scope)],
    logGroup,
    ...(props.vpc ? { vpc: props.vpc.vpc, vpcSubnets: props.vpc.subnets } : {}),
  });
}
