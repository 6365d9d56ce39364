/**
 * AI mechanic routes (issue #4; spec §2 AI mechanic / Diagnostic results, §3 Diagnosis response, §7
 * `POST /ai/mechanic`): one chat turn (and its `/test/ai/mechanic` fallback path), a stored diagnosis,
 * and a vehicle's diagnoses. All need a bearer token.
 */
import { DiagnosisResponse, MechanicRequest, StoredDiagnosisData, StoredDiagnosisList } from '../ai';
import { RepairGarageQuery, RepairGarages } from '../bookings';
import { IdParam } from '../common';
import { aiPaths as p } from '../paths';
import { withRateLimit } from './parts';
import { alias, tagged } from './route';

const errors = [401, 404, 422, 429] as const;
const route = tagged(['ai']);

/**
 * Description of a chat turn with its rate limit (`max` turns per `minutes`); the API states its
 * configured limit, this table the default (30 per 10 minutes).
 */
export const mechanicDescription = withRateLimit(
  'First call (no `request_type`): 3 to 5 questions. `follow_up_questions` (with `answers`): up to 2 ' +
    'more (7 in all). `final_diagnosis` (with `answers`): the ranked diagnoses, DIY and mechanic ' +
    'details, costs in RWF; stored and answered with `diagnosis_id`. The context is completed ' +
    "with the vehicle's own data. Only the vehicle's owner may ask. ",
  'turns per member',
);

const mechanic = route(p.mechanic, {
  summary: 'AI mechanic: one chat turn',
  description: mechanicDescription(),
  body: MechanicRequest,
  answer: DiagnosisResponse,
  errors,
});

/** AI mechanic routes by name. */
export const aiRoutes = {
  mechanic,
  mechanicFallback: alias(p.mechanicFallback, mechanic, 'fallback'),
  diagnosis: route(p.diagnosis, {
    summary: 'A stored diagnosis',
    description:
      'The report of a final diagnosis: symptoms, question/answer pairs, the full answer (with ' +
      "`diagnosis_id`) and when it was made. 404 unless the member owns the diagnosis's vehicle.",
    params: IdParam,
    answer: StoredDiagnosisData,
    errors,
  }),
  diagnoses: route(p.diagnoses, {
    summary: "A vehicle's stored diagnoses",
    description: 'Newest first. Deleting the vehicle deletes them.',
    params: IdParam,
    answer: StoredDiagnosisList,
    errors,
  }),
  garages: route(p.garages, {
    summary: "Garages to book the report's repair (issue #13 Book this repair)",
    description:
      "Up to 3 garages that offer the top diagnosis's garage service, each with its next 3 free slots " +
      '(14 days ahead). Near the member: within 50 km of `lat`/`lng` when given (by rating, then ' +
      "distance), else the city of the member's latest refuel first, else their country; well rated " +
      "first. 404 unless the member owns the diagnosis's vehicle.",
    params: IdParam,
    query: RepairGarageQuery,
    answer: RepairGarages,
    errors,
  }),
};
