#!/usr/bin/env node
// `npm run deploy:check`: validates, without network, what `firebase deploy` would ship
// (scripts/lib/deploy-check.mjs says what). Exit code 1 when something would fail to deploy.
import { printDeployCheck, runDeployCheck } from './lib/deploy-check.mjs';

const results = await runDeployCheck();
printDeployCheck(results);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
