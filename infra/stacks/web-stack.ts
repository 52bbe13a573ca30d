import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods, CachePolicy, Distribution, Function as CloudFrontFunction, FunctionCode,
  FunctionEventType, FunctionRuntime, HttpVersion, OriginProtocolPolicy, OriginRequestPolicy,
  ViewerProtocolPolicy, type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { WEB_DIST } from './paths.js';
import { spaRewriteCode } from './spa-rewrite.js';

/** Paths CloudFront sends to the HTTP API (DESIGN.md, request path). */
export const API_PATH_PATTERNS = ['/rpc/*', '/api/*', '/chameleon/*', '/license/*'] as const;
/** Published screen versions, keyed `published/...` in the published bucket. */
export const PUBLISHED_PATH_PATTERN = '/published/*';

export interface WebStackProps extends StackProps {
  httpApi: IHttpApi;
  publishedBucket: IBucket;
  webSocketUrl: string;
  /** The built SPA; deployed only when it holds an `index.html`. Default `web/dist`. */
  siteDir?: string;
}

const OAC_IMPORTED_WARNING = '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac';

/** The SPA bucket and the CloudFront distribution in front of the SPA, the API and published screens. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // The SPA is a build output: nothing to keep.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client routes (no file extension) to /index.html',
      code: FunctionCode.fromInline(spaRewriteCode(
        [...API_PATH_PATTERNS, PUBLISHED_PATH_PATTERN].map((pattern) => pattern.replace(/\*$/, '')),
      )),
    });

    const { region, urlSuffix } = Stack.of(this);
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${region}.${urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Wallboard',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
        '/serverConfig.json': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
        },
        [PUBLISHED_PATH_PATTERN]: {
          origin: this.publishedOrigin(props.publishedBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: this.publishedCachePolicy(),
          compress: true,
        },
      },
    });

    const siteDir = props.siteDir ?? WEB_DIST;
    // Synth must work before `npm run build:web` has run.
    if (existsSync(join(siteDir, 'index.html'))) {
      new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(siteDir)],
        destinationBucket: this.siteBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'AppUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'HttpApiUrl', { value: props.httpApi.apiEndpoint });
    new CfnOutput(this, 'WebSocketUrl', { value: props.webSocketUrl });
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
