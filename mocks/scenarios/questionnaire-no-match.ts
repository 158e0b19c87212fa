import { http } from '#mocks/handlers/lib/http'
import { defineScenario } from './define'
import { changeSuccessBody } from './lib'

export const questionnaireNoMatch = defineScenario({
  name: 'questionnaire-no-match',
  description: 'Questionnaire results are always empty (the no-match message).',
  handlers: [
    http.post('/api/recommender/questionnaire/results', ({ request }) =>
      changeSuccessBody(request, () => ({ recommendations: [] })),
    ),
  ],
})
