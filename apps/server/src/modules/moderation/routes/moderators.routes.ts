import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GrantModeratorBodySchema,
  GrantModeratorResponseSchema,
  type GrantModeratorResponse,
  MODERATOR_ERROR_CODES,
  MODERATOR_PATHS,
  ModeratorListSchema,
  ModeratorParamsSchema,
} from '@kindred/contract/moderation'
import { AppError } from '../../../lib/app-error'
import { message } from '../../../lib/messages'
import { signedIn } from '../../../plugins/authentication'
import { toModeratorDto } from '../moderator.dto'
import { changeRole, type RoleChangeDeps, type RoleChangeOutcome } from '../use-cases/change-role'
import { listModerators } from '../use-cases/list-moderators'
import { newOrExisting, routeOptions } from '../../../plugins/route-options'

const route = routeOptions('moderation')

const noAccount = () => new AppError(404, MODERATOR_ERROR_CODES.noAccount, 'moderation.noAccount')

/** The refusals of a revoke, each in words an admin can act on. */
function revokeRefusal(outcome: RoleChangeOutcome): AppError | null {
  switch (outcome.status) {
    case 'no_account':
    case 'unchanged':
      return new AppError(404, MODERATOR_ERROR_CODES.notModerator, 'moderation.notModerator')
    case 'own_role':
      return new AppError(409, MODERATOR_ERROR_CODES.ownRole, 'moderation.ownRole')
    case 'admin_stays':
      return new AppError(
        409,
        MODERATOR_ERROR_CODES.adminStays,
        message('moderation.adminStays', { name: outcome.person.displayName }),
      )
    case 'changed':
      return null
  }
}

/** Who moderates (SPEC §3.1, §10): admins list them, add one by email and remove one. */
export function moderatorRoutes(deps: RoleChangeDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MODERATOR_PATHS.moderators,
      route('The moderators and admins', 'admin', { 200: ModeratorListSchema }),
      async () => listModerators(deps),
    )

    app.post(
      MODERATOR_PATHS.moderators,
      route('Make the account with this email address a moderator', 'admin', {
        body: GrantModeratorBodySchema,
        ...newOrExisting(GrantModeratorResponseSchema),
      }),
      async (request, reply) => {
        const outcome = await changeRole(deps, {
          change: 'grant-moderator',
          who: { email: request.body.email },
          by: signedIn(request).user.id,
        })
        if (outcome.status === 'no_account') throw noAccount()
        const answer: GrantModeratorResponse = {
          outcome:
            outcome.status === 'changed'
              ? 'granted'
              : outcome.status === 'admin_stays'
                ? 'admin'
                : 'already_moderator',
          moderator: toModeratorDto(outcome.person),
        }
        return reply.status(outcome.status === 'changed' ? 201 : 200).send(answer)
      },
    )

    app.delete(
      `${MODERATOR_PATHS.moderators}:public_id`,
      route('The person stops being a moderator', 'admin', { params: ModeratorParamsSchema, 204: z.null() }),
      async (request, reply) => {
        const outcome = await changeRole(deps, {
          change: 'revoke-moderator',
          who: { publicId: request.params.public_id },
          by: signedIn(request).user.id,
        })
        const refusal = revokeRefusal(outcome)
        if (refusal) throw refusal
        return reply.status(204).send(null)
      },
    )
  }
}
