// Writes web/dist/robots.txt: a static file, because Cloud Functions (and their emulator) answer
// 404 to /robots.txt themselves before any code of ours runs. Called by `npm run build` and by
// Hosting's predeploy hook (firebase.json), which sets GCLOUD_PROJECT to the project deployed.
//
// The sitemap's address follows the rule of the function's siteUrl() (functions/src/platform/config.ts):
// SITE_URL from the environment or the function's own .env files, else the emulator's address for
// demo- projects, else https://<project>.web.app.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { projectId, repoRoot } from './lib/env.mjs';

function siteUrlOf(project) {
  const files = [`.env.${project}`, '.env'].map((f) => join(repoRoot, 'functions', f));
  const fromFiles = files
    .filter((file) => existsSync(file))
    .map((file) => parseEnv(readFileSync(file, 'utf8')).SITE_URL)
    .find(Boolean);
  const configured = (process.env.SITE_URL || fromFiles || '').trim().replace(/\/$/, '');
  if (configured) return configured;
  if (project.startsWith('demo-')) return 'http://localhost:5000';
  return `https://${project}.web.app`;
}

/** The public site is open to crawlers; the admin area and its API are not. */
function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/admin',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const dist = join(repoRoot, 'web', 'dist');
mkdirSync(dist, { recursive: true });
const siteUrl = siteUrlOf(projectId);
writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl));
console.log(`robots.txt: sitemap at ${siteUrl}/sitemap.xml (project ${projectId})`);
