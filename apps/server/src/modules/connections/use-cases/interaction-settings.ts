import type { ConnectionsDeps } from '../connections-deps'
import type { SettingsValues } from '../interaction-settings.repository'

/** Whether others may ask the viewer to connect and list them as a voter (no choice yet: only the first). */
export function getInteractionSettings(deps: ConnectionsDeps, viewer: number) {
  return deps.settings.find(viewer)
}

/** Changes either setting or both; the other keeps its value. */
export function updateInteractionSettings(
  deps: ConnectionsDeps,
  viewer: number,
  patch: { accepts_connection_requests?: boolean | undefined; listed_as_voter?: boolean | undefined },
) {
  const changes: Partial<SettingsValues> = {}
  if (patch.accepts_connection_requests !== undefined)
    changes.acceptsConnectionRequests = patch.accepts_connection_requests
  if (patch.listed_as_voter !== undefined) changes.listedAsVoter = patch.listed_as_voter
  return deps.settings.update(viewer, changes, deps.clock.now())
}
