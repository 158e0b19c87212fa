import type { HttpHandler } from 'msw'
import { advertisementsHandlers } from './advertisements'
import { authHandlers } from './auth'
import { boardsHandlers } from './boards'
import { contentHandlers } from './content'
import { gateHandlers } from './gate'
import { imageCompressionHandlers } from './image-compression'
import { integrationsHandlers } from './integrations'
import { interestHandlers } from './interest'
import { logsHandlers } from './logs'
import { mediaHandlers } from './media'
import { notificationsHandlers } from './notifications'
import { recommenderHandlers } from './recommender'
import { reactionsHandlers } from './reactions'
import { venueHandlers } from './venue'

/**
 * Every handler, shared by the browser worker, the Node server for tests and the standalone
 * server. The gate comes first: scenarios, the contract guard and `Prefer: code=` answer there.
 */
export const handlers: HttpHandler[] = [
  ...gateHandlers,
  ...authHandlers,
  ...contentHandlers,
  ...reactionsHandlers,
  ...interestHandlers,
  ...boardsHandlers,
  ...notificationsHandlers,
  ...advertisementsHandlers,
  ...recommenderHandlers,
  ...logsHandlers,
  ...integrationsHandlers,
  ...venueHandlers,
  ...mediaHandlers,
  ...imageCompressionHandlers,
]
