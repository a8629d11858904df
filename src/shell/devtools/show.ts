import { environmentChosen, environmentOfHost } from '../../platform'

/**
 * Whether the developer tools' button shows (SPEC §1): outside the production environment, or once an environment
 * has been chosen. Its own module so the app can ask without carrying the button's code (App.tsx loads it lazily).
 */
export const devToolsShow = (hostname = location.hostname) => environmentOfHost(hostname) !== 'production' || environmentChosen()
