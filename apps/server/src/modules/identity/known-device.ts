import { deriveToken } from '../../lib/secrets'
import { normalizeEmail } from './users.repository'

/** The value of the known-device cookie for an address: proof this browser signed in to it before. */
export const knownDeviceProof = (serverKey: string, email: string) =>
  deriveToken(serverKey, 'known-device', normalizeEmail(email))
