import { Tags, type App } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.js';
import { DataStack } from './data-stack.js';
import { RealtimeStack } from './realtime-stack.js';
import { WebStack } from './web-stack.js';

export interface WallboardStacks {
  data: DataStack;
  api: ApiStack;
  realtime: RealtimeStack;
  web: WebStack;
}

/** The four Wallboard stacks, shared by `infra/app.ts` and the CDK tests. */
export function buildWallboard(app: App): WallboardStacks {
  Tags.of(app).add('app', 'wallboard');

  const data = new DataStack(app, 'Wallboard-Data', {
    description: 'Wallboard data: DynamoDB tables and S3 buckets (retained on delete)',
  });
  const api = new ApiStack(app, 'Wallboard-Api', {
    description: 'Wallboard HTTP API: one Lambda per act family',
    tables: data.tables,
    buckets: data.buckets,
  });
  const realtime = new RealtimeStack(app, 'Wallboard-Realtime', {
    description: 'Wallboard WebSocket API and its connection handler',
    tables: data.tables,
  });
  const web = new WebStack(app, 'Wallboard-Web', {
    description: 'Wallboard web: SPA bucket and the CloudFront distribution',
    httpApi: api.httpApi,
    publishedBucket: data.buckets.published,
    webSocketUrl: realtime.stage.url,
  });
  return { data, api, realtime, web };
}
