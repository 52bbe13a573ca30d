import { CfnOutput, RemovalPolicy } from 'aws-cdk-lib';
import {
  CfnEIP,
  FlowLogDestination,
  FlowLogTrafficType,
  GatewayVpcEndpointAwsService,
  NatProvider,
  SubnetType,
  Vpc,
  type SubnetSelection,
} from 'aws-cdk-lib/aws-ec2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/**
 * Where the query functions (`datasource`, `api`: they connect to tenants' databases) run: a VPC
 * over two availability zones with public subnets, private subnets with egress, and ONE NAT
 * gateway on an Elastic IP allocated here, so every database connection leaves from one fixed
 * address a customer can allow in their firewall (`v1/datasource/environment` answers it).
 * DynamoDB and S3 are reached through gateway endpoints, not the NAT. Tenants' private networks
 * are reachable only through peering the operator sets up, named by `datasourceAllowHosts`.
 */
export class QueryNetwork extends Construct {
  readonly vpc: Vpc;
  readonly egressIp: CfnEIP;
  /** The subnets the query functions run in. */
  readonly functionSubnets: SubnetSelection = { subnetType: SubnetType.PRIVATE_WITH_EGRESS };

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Its address stays while the stack does: customers allow-list it.
    this.egressIp = new CfnEIP(this, 'EgressIp', { domain: 'vpc' });
    this.vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 1,
      natGatewayProvider: NatProvider.gateway({ eipAllocationIds: [this.egressIp.attrAllocationId] }),
      subnetConfiguration: [
        { name: 'public', subnetType: SubnetType.PUBLIC, cidrMask: 24 },
        { name: 'query', subnetType: SubnetType.PRIVATE_WITH_EGRESS, cidrMask: 22 },
      ],
      gatewayEndpoints: {
        DynamoDb: { service: GatewayVpcEndpointAwsService.DYNAMODB },
        S3: { service: GatewayVpcEndpointAwsService.S3 },
      },
    });
    const flowLogs = new LogGroup(this, 'FlowLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.vpc.addFlowLog('FlowLog', {
      destination: FlowLogDestination.toCloudWatchLogs(flowLogs),
      trafficType: FlowLogTrafficType.REJECT,
    });
    new CfnOutput(this, 'QueryEgressIp', {
      description: 'The public address database queries come from (allow it in database firewalls)',
      value: this.egressIp.attrPublicIp,
    });
  }
}
