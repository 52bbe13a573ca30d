import { App } from 'aws-cdk-lib';
import { buildWallboard } from './stacks/wallboard.js';

// No `env`: the stacks are environment-agnostic, so synth needs no account and no lookups.
const app = new App();
buildWallboard(app);
app.synth();
