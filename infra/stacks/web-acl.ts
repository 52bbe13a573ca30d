import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { createAlarmTopic, wafBlockedRequestsAlarm } from './observability.js';

/** Requests one IP may send in 5 minutes, any path (a busy wall behind one NAT stays far below). */
export const WAF_RATE_LIMIT = 20_000;
/** Requests one IP may send in 5 minutes to sign-in and verification-code paths. */
export const WAF_AUTH_RATE_LIMIT = 300;
/** The WebACL's name, also its metric name (the WebACL dimension of its CloudWatch metrics). */
export const WEB_ACL_NAME = 'wallboard-web';
/** Paths of the auth rule: the user family's RPC and the SMS code routes. */
export const WAF_AUTH_PATHS = ['/rpc/user', '/api/smsvcode', '/api/check_vcode'] as const;

/**
 * Rules of the common rule set counted instead of blocked: RPC bodies are JSON documents (a
 * screen's widgets reach 400 KB; the common set blocks bodies over 8 KB), text widgets carry
 * markup that the XSS body rule takes for an attack, and HTTP sources carry URLs that the RFI
 * rule flags. The handlers validate every body with a schema instead.
 */
export const COMMON_RULES_COUNTED = ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY', 'GenericRFI_BODY'] as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function managedRule(name: string, priority: number, counted: readonly string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides:
          counted.length > 0 ? counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) : undefined,
      },
    },
    visibilityConfig: visibility(name),
  };
}

const pathStartsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

export interface WallboardWebAclProps {
  /** A us-east-1 topic (CloudWatch notifies topics of its own region) for the blocked-requests alarm. */
  alarmTopic: ITopic;
}

/**
 * The CloudFront WebACL: per-IP rate limits, AWS common and known-bad-inputs rule sets; a spike
 * of blocked requests alarms.
 */
export class WallboardWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WallboardWebAclProps) {
    super(scope, id);
    if (Stack.of(this).region !== 'us-east-1') {
      throw new Error('a CLOUDFRONT WebACL must be created in us-east-1');
    }
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: WEB_ACL_NAME,
      description: 'Wallboard CloudFront: rate limits and AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(WEB_ACL_NAME),
      rules: [
        {
          name: 'RateLimitAuth',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_AUTH_RATE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: { orStatement: { statements: WAF_AUTH_PATHS.map(pathStartsWith) } },
            },
          },
          visibilityConfig: visibility('RateLimitAuth'),
        },
        {
          name: 'RateLimitAll',
          priority: 1,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('RateLimitAll'),
        },
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 2),
        managedRule('AWSManagedRulesCommonRuleSet', 3, COMMON_RULES_COUNTED),
      ],
    });
    wafBlockedRequestsAlarm(
      this,
      'BlockedRequestsAlarm',
      { metricName: WEB_ACL_NAME, scope: 'CLOUDFRONT' },
      props.alarmTopic,
    );
  }
}

export interface EdgeStackProps extends StackProps {
  /** Subscribed to this region's alarm topic when given. */
  alarmEmail?: string;
}

/**
 * A us-east-1 stack holding the WebACL, for a web stack deployed elsewhere, and an alarm topic of
 * its own: the WebACL's alarm lives beside its metrics, in us-east-1, and CloudWatch notifies only
 * topics of the alarm's region.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;
  readonly alarmTopic: ITopic;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.alarmTopic = createAlarmTopic(this, props.alarmEmail);
    this.webAclArn = new WallboardWebAcl(this, 'Waf', { alarmTopic: this.alarmTopic }).webAcl.attrArn;
  }
}
