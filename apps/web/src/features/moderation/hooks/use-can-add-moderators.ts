import { createContext, useContext } from 'react'

/**
 * Whether the person at the desk can add moderators (an admin): the words about a second moderator
 * say "add one here" to them, and "an admin can add one" to a moderator (decision 038).
 */
export const CanAddModeratorsContext = createContext(false)

export const useCanAddModerators = () => useContext(CanAddModeratorsContext)
