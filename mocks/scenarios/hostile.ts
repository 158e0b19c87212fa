import { makeHostile } from '#mocks/db/hostile'
import { defineScenario } from './define'

export const hostile = defineScenario({
  name: 'hostile',
  description:
    'Every text carries script payloads, long unbroken words, RTL and zero-width characters and emoji; every URL is javascript:, data: or vbscript:; nullable fields are null.',
  offContract:
    'Its URL fields hold strings that are not URI references (a tab or space inside, markup in a data: URL) and its texts run past their documented maximum lengths, as a broken or compromised server would send.',
  world: (db) => {
    Object.assign(db, makeHostile(db))
  },
})
