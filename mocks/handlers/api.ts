import type { HttpHandler } from 'msw'
import { advertisementsHandlers } from './advertisements'
import { authHandlers } from './auth'
import { boardsHandlers } from './boards'
import { contentHandlers } from './content'
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
 * The normal behaviour: one module per API tag, plus the pictures and the image-compression
 * service. Nothing here knows about scenarios; mocks/handlers/index.ts puts the gate and the
 * active scenario's overrides in front of these.
 */
export const apiHandlers: HttpHandler[] = [
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
