import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import type { DestinationStream } from 'pino'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { openDatabase, type Database } from './db/client'
import { loadContent } from './content/load-content'
import { loggerOptions } from './lib/logger'
import { createPersonalData } from './lib/personal-data'
import { paths } from './paths'
import { compressionPlugin } from './plugins/compression'
import { csrfPlugin } from './plugins/csrf'
import { outboxPlugin } from './plugins/outbox'
import { errorsPlugin, frameworkErrors } from './plugins/errors'
import { gracefulClosePlugin } from './plugins/graceful-close'
import { metricsPlugin } from './plugins/metrics'
import { openapiPlugin } from './plugins/openapi'
import { requestBodyPlugin } from './plugins/request-body'
import { responseSerializer } from './plugins/response-serializer'
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers'
import { languagePlugin } from './plugins/language'
import { spaPlugin } from './plugins/spa'
import { suspensionPlugin } from './plugins/suspension'
import { sharedAnswersPlugin } from './plugins/shared-answers'
import { visitorCachePlugin } from './plugins/visitor-cache'
import { readReplicasPlugin } from './plugins/read-replicas'
import { healthRoutes } from './modules/health'
import { crisisLineRoutes } from './modules/safety'
import { createPersonSubject, registerIdentity, saveLanguage } from './modules/identity'
import { registerGuide } from './modules/guide'
import { registerAccount } from './modules/account'
import { loadReasons, moderationPersonalData, registerModeration } from './modules/moderation'
import { createMemorySubject, memoriesPersonalData, registerMemories } from './modules/memories'
import { preferencesPersonalData, registerPreferences } from './modules/preferences'
import { registerInteractions } from './modules/interactions'
import {
  commentsPersonalData,
  createCommentSubjects,
  exportSectionComments,
  registerComments,
} from './modules/comments'
import { connectionsPersonalData, registerConnections } from './modules/connections'
import { notificationsPersonalData, registerNotifications } from './modules/notifications'
import { systemClock, type Clock } from './lib/clock'
import { createSubjects } from './lib/subjects'
import { rateLimitsPlugin } from './plugins/rate-limits'
import { outboxPersonalData } from './jobs/outbox'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    /** Whether background schedulers start their own timers (`BuildAppOptions.schedulerTimers`). */
    schedulerTimers: boolean
  }
}

export interface BuildAppOptions {
  config: Config
  /** An open database to use instead of opening one from the config (tests). The app closes it. */
  database?: Database
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream
  /** Folder of the built web app; apps/web/dist by default. */
  webDist?: string
  /** The time; tests pass a clock they can move. */
  clock?: Clock
  /**
   * Checks every answer against the contract's zod schema as well (see plugins/response-serializer):
   * on in test runs (NODE_ENV=test, as Vitest sets it), off in production, where it would double the
   * cost of writing an answer.
   */
  checkAnswers?: boolean
  /**
   * Whether the schedulers of notification mail and push run on their own timers (the default).
   * Tests that move a clock turn them off and call `tick()` themselves: a timer firing between a
   * test's clock move and its own tick would take the work the test is about to check.
   */
  schedulerTimers?: boolean
}

/**
 * Builds the whole server without listening, so tests drive it through `app.inject()`.
 * Opens and migrates the database and loads content/ before any route can be called.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const clock = options.clock ?? systemClock
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrors(securityHeaders({ secure: config.secure })),
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(
    responseSerializer({ checkAgainstContract: options.checkAnswers ?? process.env.NODE_ENV === 'test' }),
  )

  const database = options.database ?? (await openDatabase(config))
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('schedulerTimers', options.schedulerTimers ?? true)
  // Registered first, so it runs last: the database closes after every in-flight request is done.
  app.addHook('onClose', async () => {
    await database.close()
  })
  try {
    await database.migrate()
    await loadContent(database.db, paths.content)
  } catch (err) {
    await app.close()
    throw err
  }

  await app.register(errorsPlugin)
  // Before every route, so each is counted (the modules' routes declare it: ROUTES_NEED).
  await app.register(metricsPlugin, config.metrics)
  await app.register(gracefulClosePlugin)
  await app.register(securityHeadersPlugin, { secure: config.secure })
  await app.register(compressionPlugin)
  await app.register(cookie)
  await app.register(requestBodyPlugin)
  await app.register(csrfPlugin, { appOrigin: config.appOrigin })
  await app.register(openapiPlugin)
  await app.register(rateLimitsPlugin, {
    rules: config.rateLimits,
    redisUrl: config.redisUrl,
    clock,
    metrics: app.metrics,
  })

  await app.register(healthRoutes)
  await app.register(crisisLineRoutes)
  // Each module that keeps a person's rows adds its part; the account export lists them in this order.
  const personalData = createPersonalData()
  await app.register(outboxPlugin, { clock })
  await registerIdentity(app, clock, personalData)
  // After authentication: a signed-in person's saved language comes before the browser's.
  await app.register(languagePlugin)
  await app.register(suspensionPlugin, { clock })
  await app.register(visitorCachePlugin, { ttlMs: config.visitorCacheMs, clock })
  // After authentication: a person's write sets the position their next reads wait for (decision 087).
  await app.register(readReplicasPlugin, { secure: config.secure, maxLagMs: config.replicaMaxLagMs })
  // Kept as long as visitors' answers are: another instance shows a change that much later.
  await app.register(sharedAnswersPlugin, { ttlMs: config.visitorCacheMs, clock })
  // The guide answers the comments on its report sections about its sessions (decision 051). It and
  // interactions add their parts as they register: the export names their content in its language.
  const guide = await registerGuide(app, clock, personalData, exportSectionComments)
  personalData.add(memoriesPersonalData)
  personalData.add(preferencesPersonalData)
  // Moderation's reasons before the modules that tell of a decision: they name its rule in the
  // reader's language with them (decision 083).
  const reasons = await loadReasons(app.database.db)
  await registerMemories(app, clock, reasons.ruleLabels)
  // A person's language is saved on their row, which identity owns (decision 081).
  const preferences = await registerPreferences(app, clock, saveLanguage)
  // The me too is labelled with the person's empathy button text, which preferences owns.
  await registerInteractions(app, clock, preferences, personalData)
  personalData.add(commentsPersonalData)
  personalData.add(connectionsPersonalData)
  personalData.add(notificationsPersonalData)
  personalData.add(moderationPersonalData)
  personalData.add(outboxPersonalData)
  await registerComments(app, clock, guide, reasons.ruleLabels)
  await registerConnections(app, clock)
  await registerNotifications(app, clock, reasons.ruleLabels)
  // What people report and moderators decide on, each kind read and set aside by its owner (decision 046).
  const subjects = createSubjects()
  subjects.add(createMemorySubject(app.database.db))
  for (const subject of createCommentSubjects(app.database.db)) subjects.add(subject)
  subjects.add(createPersonSubject(app.database.db))
  await registerModeration(app, clock, subjects, reasons.catalogs)
  await registerAccount(app, clock, personalData)

  await app.register(spaPlugin, {
    webDist: options.webDist ?? paths.webDist,
    quickExitUrl: config.quickExitUrl,
  })
  return app
}
