import { defineConfig } from '@playwright/test'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_SESSION_DIR } from './e2e/fixtures/admin-account'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/fixtures/chromium'
import { journeyServerEnv } from './e2e/fixtures/server-env'
import { MAILBOX_URL } from './e2e/fixtures/mail-ports'
import {
  APP_PORT,
  APP_URL,
  NEUTRAL_URL,
  NEW_ACCOUNTS_PORT,
  NEW_ACCOUNTS_URL,
  OIDC_ISSUER,
  OIDC_PORT,
} from './e2e/fixtures/ports'

// A fresh embedded database every run, so journeys never depend on leftovers.
const DATA_DIR = '.tmp/e2e-data'
const NEW_ACCOUNTS_DATA_DIR = '.tmp/e2e-data-new-accounts'

/**
 * Every journey signs up (and some sign in, or start the guide) from 127.0.0.1, more often than one
 * address may in an hour (SPEC §3.6); those limits have their own API tests. A quicker run once
 * started more than 30 guide sessions before the keyboard journey, whose guide then never loaded.
 */
const RATE_LIMITS = JSON.stringify({
  tokenConfirmationsPerIp: { limit: 1000 },
  mailRequestsPerIp: { limit: 1000 },
  loginPerIp: { limit: 1000 },
  guideSessionsPerIp: { limit: 1000 },
  guideWritesPerIp: { limit: 100_000 },
  guideCommentsPerIp: { limit: 1000 },
  quickExitSignOutsPerIp: { limit: 1000 },
})

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // CI runs on a shared machine that is at times several times slower than a laptop (the same
  // journeys took 3.8 min here and 17 min there): waits are generous, and a journey that still
  // times out gets one more try, reported as "flaky" in the log rather than hidden (decision 024).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    // CI keeps only its log, and recording a trace of every journey made them about a fifth slower
    // there (decision 035): on CI a failure explains itself in its error message instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/fixtures/neutral-site.ts',
      url: NEUTRAL_URL,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      // A real SMTP server: journeys open the links in the emails the app sends (e2e/fixtures/mailbox.ts).
      command: 'node --import tsx e2e/fixtures/mailbox.ts',
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      // A real OpenID Connect provider standing in for Google (e2e/fixtures/oidc-provider.ts).
      command: 'node --import tsx e2e/fixtures/oidc-provider.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      // The production build served by the real server (`npm run build` first), on a database that
      // starts with one admin, made the way a fresh install makes one (e2e/fixtures/admin-account.ts).
      command: `rm -rf ${DATA_DIR} ${E2E_ADMIN_SESSION_DIR} && node apps/server/dist/admin.js create-admin ${E2E_ADMIN_EMAIL} && node apps/server/dist/main.js`,
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...journeyServerEnv(APP_PORT, DATA_DIR),
        // Journeys connect people who signed up a minute ago (the 24-hour rule has its API test, and
        // a brand-new account's journey has the server below).
        NEW_ACCOUNT_HOURS: '0',
        RATE_LIMITS,
        // "Continue with Google" against the local provider (allowed over plain HTTP on loopback only).
        GOOGLE_CLIENT_ID: 'kindred-e2e.apps.example',
        GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
        OIDC_ISSUER,
      },
    },
    {
      // The same build for the journeys of a brand-new account (e2e/new-account-limits.spec.ts):
      // NEW_ACCOUNT_HOURS as it is by default (24), so the waits a new account meets are real; the
      // rest as above, on a database of its own.
      command: `rm -rf ${NEW_ACCOUNTS_DATA_DIR} && node apps/server/dist/main.js`,
      url: `${NEW_ACCOUNTS_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...journeyServerEnv(NEW_ACCOUNTS_PORT, NEW_ACCOUNTS_DATA_DIR), RATE_LIMITS },
    },
  ],
})
