import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import {
  FRAME_OPTIONS,
  HSTS,
  REFERRER_POLICY,
  SHARE_PATH_PREFIXES,
  contentSecurityPolicy,
} from '../../shared/protocol/security-headers.js';
import { APP_ORIGINS_OBJECT, ORIGIN_VERIFY } from '../resources.js';
import { WEB_DIST } from './paths.js';
import { spaRewriteCode } from './spa-rewrite.js';
import { WallboardWebAcl } from './web-acl.js';

/** Paths CloudFront sends to the HTTP API (DESIGN.md, request path). */
export const API_PATH_PATTERNS = ['/rpc/*', '/api/*', '/chameleon/*', '/license/*'] as const;
/** Published screen versions, keyed `published/...` in the published bucket. */
export const PUBLISHED_PATH_PATTERN = '/published/*';
/** Share pages: framable by any site (the page checks its embed domains). */
export const SHARE_PATH_PATTERNS = SHARE_PATH_PREFIXES.map((prefix) => `${prefix}*`);
/** Build outputs never deployed: source maps stay on the build machine. */
export const SITE_EXCLUDES = ['*.map'] as const;

/** A custom domain for the site: with it, viewers need TLS 1.2 or later. */
export interface WebDomain {
  domainName: string;
  /** An ACM certificate in us-east-1 covering `domainName`. */
  certificateArn: string;
}

export interface WebStackProps extends StackProps {
  /** The host CloudFront sends API requests to (the API's custom domain or its execute-api host). */
  apiOriginDomainName: string;
  /** Shown in the outputs. */
  httpApiUrl: string;
  /** The secret whose `current` value CloudFront puts in the origin-verify header of API requests. */
  originVerifySecret: ISecret;
  /**
   * The secret's version to read `current` from. CloudFormation resolves the header's reference
   * only when the reference itself changes, so a rotation names the new version here.
   */
  originVerifyVersion?: string;
  publishedBucket: IBucket;
  /** Where presigned uploads and downloads go, for the CSP's connect-src. */
  assetsBucket: IBucket;
  /** CloudFront standard logs and the site bucket's access logs. */
  logBucket: IBucket;
  webSocketUrl: string;
  /** The CLOUDFRONT WebACL, when it lives in another (us-east-1) stack; else created here. */
  webAclArn?: string;
  /** Where the alarm of a WebACL created here goes (a topic of this stack's region, us-east-1). */
  alarmTopic: ITopic;
  domain?: WebDomain;
  /** The built SPA (`npm run build:web`): synth fails when it holds no `index.html`. Default `web/dist`. */
  siteDir?: string;
  /**
   * Publish the distribution's own origin for the WebSocket's `$connect` check (APP_ORIGINS_OBJECT):
   * set when the realtime stack was given no origins (no web domain, no `allowedOrigins`).
   */
  publishAppOrigin?: boolean;
}

/** The error of a synth before the SPA was built. */
export function siteNotBuilt(siteDir: string): Error {
  return new Error(
    `The web app is not built: ${join(siteDir, 'index.html')} is missing. Run \`npm run build:web\` first (or pass -c siteDir=<a built SPA>).`,
  );
}

const OAC_IMPORTED_WARNING = '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac';

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const found = Object.values(HeadersReferrerPolicy).find((policy) => policy === value);
  if (!found) throw new Error(`unknown referrer policy ${value}`);
  return found;
}

/** The SPA bucket and the CloudFront distribution in front of the SPA, the API and published screens. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** Security headers of every path but the share pages (frame-ancestors 'self'). */
  readonly appHeaders: ResponseHeadersPolicy;
  /** Security headers of the share pages (framable). */
  readonly shareHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/site/',
      // The SPA is a build output: nothing to keep.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client routes (no file extension) to /index.html',
      code: FunctionCode.fromInline(
        spaRewriteCode([...API_PATH_PATTERNS, PUBLISHED_PATH_PATTERN].map((pattern) => pattern.replace(/\*$/, ''))),
      ),
    });

    // Presigned URLs name the bucket's virtual host (global or regional form).
    const storageOrigins = [
      `https://${props.assetsBucket.bucketName}.s3.${this.urlSuffix}`,
      `https://${props.assetsBucket.bucketRegionalDomainName}`,
    ];
    this.appHeaders = this.headersPolicy('AppHeaders', false, storageOrigins);
    this.shareHeaders = this.headersPolicy('ShareHeaders', true, storageOrigins);

    const apiOrigin = new HttpOrigin(props.apiOriginDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // A dynamic reference, resolved by CloudFormation when the reference changes: the template
      // never holds the value (docs/ARCHITECTURE.md#origin-verify-and-its-rotation).
      customHeaders: {
        [ORIGIN_VERIFY.header]: SecretValue.secretsManager(props.originVerifySecret.secretArn, {
          jsonField: ORIGIN_VERIFY.currentKey,
          versionId: props.originVerifyVersion,
        }).unsafeUnwrap(),
      },
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: this.appHeaders,
    };
    const spaBehavior = (headers: ResponseHeadersPolicy, origin: IOrigin): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      responseHeadersPolicy: headers,
    });

    const webAclArn =
      props.webAclArn ?? new WallboardWebAcl(this, 'Waf', { alarmTopic: props.alarmTopic }).webAcl.attrArn;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Wallboard',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domain
        ? {
            domainNames: [props.domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'SiteCertificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: spaBehavior(this.appHeaders, siteOrigin),
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
        ...Object.fromEntries(
          SHARE_PATH_PATTERNS.map((pattern) => [pattern, spaBehavior(this.shareHeaders, siteOrigin)]),
        ),
        '/serverConfig.json': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: this.appHeaders,
        },
        [PUBLISHED_PATH_PATTERN]: {
          origin: this.publishedOrigin(props.publishedBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: this.publishedCachePolicy(),
          compress: true,
          responseHeadersPolicy: this.appHeaders,
        },
      },
    });

    const siteDir = props.siteDir ?? WEB_DIST;
    // A deploy without the SPA would serve CloudFront's errors: refuse it at synth.
    if (!existsSync(join(siteDir, 'index.html'))) throw siteNotBuilt(siteDir);
    new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(siteDir, { exclude: [...SITE_EXCLUDES] })],
      exclude: [...SITE_EXCLUDES],
      destinationBucket: this.siteBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (props.publishAppOrigin) this.publishAppOrigin(props.publishedBucket);

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'AppUrl', {
      value: `https://${props.domain?.domainName ?? this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'HttpApiUrl', { value: props.httpApiUrl });
    new CfnOutput(this, 'WebSocketUrl', { value: props.webSocketUrl });
  }

  /**
   * `["https://<distribution domain>"]` at APP_ORIGINS_OBJECT.key of the published bucket, where the
   * ws function reads the origins it accepts when it was given none. The same provider as the
   * site's deployment writes it (at deploy time: the domain is a token until then), never pruning.
   */
  private publishAppOrigin(bucket: IBucket): void {
    const slash = APP_ORIGINS_OBJECT.key.lastIndexOf('/');
    new BucketDeployment(this, 'DeployAppOrigin', {
      sources: [
        Source.jsonData(APP_ORIGINS_OBJECT.key.slice(slash + 1), [
          `https://${this.distribution.distributionDomainName}`,
        ]),
      ],
      destinationBucket: Bucket.fromBucketName(this, 'PublishedConfigBucket', bucket.bucketName),
      destinationKeyPrefix: APP_ORIGINS_OBJECT.key.slice(0, slash + 1),
      prune: false,
      memoryLimit: 512,
    });
  }

  /** The headers of shared/protocol/security-headers.ts as a CloudFront policy. */
  private headersPolicy(id: string, framable: boolean, storageOrigins: readonly string[]): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, id, {
      comment: framable ? 'Wallboard share pages: framable' : 'Wallboard: frame-ancestors self',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(framable, storageOrigins),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubDomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: referrerPolicy(REFERRER_POLICY), override: true },
        ...(framable ? {} : { frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true } }),
      },
    });
  }

  /**
   * The published bucket belongs to the data stack, whose policy already lets this
   * account's CloudFront distributions read it (see DataStack). Importing it by name keeps
   * the OAC from writing that policy, which would tie the two stacks in a cycle.
   */
  private publishedOrigin(bucket: IBucket) {
    const imported = Bucket.fromBucketAttributes(this, 'PublishedBucketRef', {
      bucketName: bucket.bucketName,
      bucketRegionalDomainName: bucket.bucketRegionalDomainName,
    });
    Annotations.of(this).acknowledgeWarning(OAC_IMPORTED_WARNING, 'bucket policy is set by the data stack');
    return S3BucketOrigin.withOriginAccessControl(imported);
  }

  /**
   * Versions are immutable: a year by default. Objects that change (the "latest" pointer)
   * set their own short `Cache-Control: max-age`, which CloudFront honours (min TTL 0).
   */
  private publishedCachePolicy(): CachePolicy {
    return new CachePolicy(this, 'PublishedCachePolicy', {
      comment: 'Wallboard published screen versions',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }
}
