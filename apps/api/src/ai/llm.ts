/**
 * Optional language model for the AI mechanic (issue #4): when `AI_BASE_URL` and `AI_MODEL` (and
 * optionally `AI_API_KEY`) point at an OpenAI-compatible chat-completions endpoint, each chat turn
 * is sent there with the embedded engine's top candidate faults and the vehicle context, and the
 * JSON answer is validated with the `DiagnosisResponse` schema plus the chat rules (question counts,
 * known fault ids). On an error, a timeout or an invalid answer, the embedded engine's answer is
 * returned instead (`engine: 'embedded'`). Costs, services and parts always come from the
 * knowledge base, never from the model; a safety alert of the embedded engine is never dropped.
 */
import {
  AI_MAX_FIRST_QUESTIONS,
  AI_MAX_FOLLOW_UP_QUESTIONS,
  AI_MAX_TOTAL_QUESTIONS,
  AI_MIN_FIRST_QUESTIONS,
  type DiagnosisItem,
  DiagnosisResponse,
  type MechanicRequest,
  type MechanicRequestInput,
} from '@gari/contract/ai';
import { type Analysis, analyze, type DiagnoseOptions, faultOf, respond } from './engine';

/** Default time the model may take, ms. */
export const DEFAULT_LLM_TIMEOUT_MS = 8000;
/** Candidate faults sent to the model. */
export const LLM_CANDIDATES = 8;

/** Where the language model lives. */
export interface LlmOptions {
  /** Base URL of an OpenAI-compatible API, e.g. `https://api.openai.com/v1` (`/chat/completions` is added). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  /** ms, default 8000. */
  timeoutMs?: number;
  /** fetch implementation (tests); default the global fetch. */
  fetch?: typeof fetch;
}

export interface MechanicOptions {
  /** The language model; absent → embedded engine only. */
  llm?: LlmOptions | null;
  /** Called with the reason whenever the model's answer is not used (logging). */
  onFallback?: (reason: string) => void;
}

/** The AI mechanic service used by `POST /ai/mechanic`. */
export interface Mechanic {
  /**
   * Answers one chat turn (spec §3/§4). Never rejects because of the language model; rejects with a
   * ZodError when the request itself is invalid.
   */
  answer(request: MechanicRequestInput, options?: DiagnoseOptions): Promise<DiagnosisResponse>;
  /** `'llm'` when a language model is configured, else `'embedded'`. */
  readonly mode: 'llm' | 'embedded';
}

/**
 * Reads `AI_BASE_URL`, `AI_MODEL`, `AI_API_KEY` and `AI_TIMEOUT_MS` (ms). Returns undefined unless
 * both the URL and the model are set.
 */
export function llmOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): LlmOptions | undefined {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !model) return undefined;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return {
    baseUrl,
    model,
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  };
}

const SYSTEM_PROMPT = `You are Gari's AI mechanic for car owners in East Africa (default Rwanda, money in RWF).
You receive one chat turn as JSON: the owner's symptoms, the vehicle, the answers so far, and candidate faults
ranked by an offline diagnostic engine. Reply with ONE JSON object only (no prose, no code fences) with exactly:
{"ai_status":"available"|"degraded","message":string,"further_questions":string[],"question_types":string[],
"suggestions":string[],"diy_actions":string[],"mechanic_required":string[],"cta":string,"symptoms":string[],
"diy_details"?:{"title":string,"steps":string[],"tools":string[],"cautions":string[]},
"mechanic_required_details"?:{"title":string,"steps":string[],"tools":string[],"cautions":string[]},
"diagnoses":[{"fault_id":string,"likelihood":number}],"safety_alert"?:string}
Rules:
- fault_id must be one of the candidates' fault_id; likelihoods 0..1, most likely first.
- turn "first": between min_questions and max_questions questions; "follow_up_questions": at most max_questions;
  "final_diagnosis": no questions, full report. Never repeat a question already asked.
- Every question is one sentence ending with "?"; question_types[i] is the type of further_questions[i], one of
  location, timeframe, activity, yes_no, visible_oil, leak_type, free.
- Never ask about the vehicle's own data (fuel type, gearbox, year, make, model, mileage): it is given.
- Plain words; **bold** and _italic_ markers are allowed in lists. Put safety first: if a candidate is unsafe
  (brakes, steering, overheating, airbags, fuel leak), set safety_alert.`;

interface Candidate {
  fault_id: string;
  condition: string;
  system: string;
  likelihood: number;
  summary: string;
  severity: string;
  safe_to_drive: string;
  safety_critical: boolean;
  questions: string[];
}

function turnOf(request: MechanicRequest): 'first' | 'follow_up_questions' | 'final_diagnosis' {
  return request.request_type ?? 'first';
}

/** Limits on the number of questions of this turn. */
function questionLimits(a: Analysis): { min: number; max: number } {
  const remaining = Math.max(0, AI_MAX_TOTAL_QUESTIONS - a.askedCount);
  const turn = turnOf(a.request);
  if (turn === 'final_diagnosis') return { min: 0, max: 0 };
  if (turn === 'follow_up_questions') {
    return { min: 0, max: Math.min(AI_MAX_FOLLOW_UP_QUESTIONS, remaining, a.request.max_questions ?? 2) };
  }
  const max = Math.min(AI_MAX_FIRST_QUESTIONS, remaining, a.request.max_questions ?? AI_MAX_FIRST_QUESTIONS);
  return { min: Math.min(AI_MIN_FIRST_QUESTIONS, max), max };
}

/** The JSON the model receives as the user message. */
export function buildPrompt(a: Analysis): { system: string; user: string; candidates: Candidate[] } {
  const candidates: Candidate[] = a.ranking.order.slice(0, LLM_CANDIDATES).map((fi) => {
    const cf = a.model.faults[fi] as Analysis['model']['faults'][number];
    const f = cf.fault;
    return {
      fault_id: f.id,
      condition: f.condition,
      system: f.system,
      likelihood: Math.round((a.ranking.probs[fi] as number) * 1000) / 1000,
      summary: f.summary,
      severity: f.severity,
      safe_to_drive: f.safe_to_drive,
      safety_critical: f.safety_critical,
      questions: Object.keys(f.asks)
        .map((id) => a.model.byId.get(id)?.def.text)
        .filter((t): t is string => !!t)
        .slice(0, 4),
    };
  });
  const limits = questionLimits(a);
  const user = JSON.stringify({
    turn: turnOf(a.request),
    min_questions: limits.min,
    max_questions: limits.max,
    symptoms: a.request.symptoms,
    vehicle: a.request.context,
    answers: a.request.answers ?? [],
    candidates,
  });
  return { system: SYSTEM_PROMPT, user, candidates };
}

function stripFences(text: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return m ? (m[1] as string) : text;
}

/**
 * Checks and completes the model's answer. Returns the response to send, or a reason it is unusable.
 */
export function acceptLlmAnswer(
  raw: unknown,
  a: Analysis,
  embedded: DiagnosisResponse,
): { ok: true; response: DiagnosisResponse } | { ok: false; reason: string } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, reason: 'not a JSON object' };
  const obj = raw as Record<string, unknown>;
  const candidateIds = new Set(
    a.ranking.order.slice(0, LLM_CANDIDATES).map((fi) => a.model.faults[fi]?.fault.id),
  );
  // Fill the knowledge-base fields of each diagnosis (the model gives fault_id and likelihood).
  const rawItems = Array.isArray(obj.diagnoses) ? obj.diagnoses : [];
  const items: DiagnosisItem[] = [];
  for (const item of rawItems) {
    if (!item || typeof item !== 'object') return { ok: false, reason: 'diagnosis is not an object' };
    const { fault_id, likelihood } = item as { fault_id?: unknown; likelihood?: unknown };
    if (typeof fault_id !== 'string' || !candidateIds.has(fault_id)) {
      return { ok: false, reason: `unknown fault_id ${String(fault_id)}` };
    }
    const f = faultOf(a, fault_id);
    if (!f) return { ok: false, reason: `unknown fault_id ${fault_id}` };
    if (typeof likelihood !== 'number' || !Number.isFinite(likelihood))
      return { ok: false, reason: 'bad likelihood' };
    items.push({
      fault_id,
      condition: f.condition,
      likelihood: Math.min(1, Math.max(0, likelihood)),
      severity: f.severity,
      safe_to_drive: f.safe_to_drive,
      est_cost: { min: f.est_cost.min, max: f.est_cost.max, currency: 'RWF' },
      garage_service: f.garage_service,
      parts: [...f.parts],
    });
  }
  items.sort((x, y) => y.likelihood - x.likelihood);
  const parsed = DiagnosisResponse.safeParse({ ...obj, diagnoses: items, engine: 'llm' });
  if (!parsed.success)
    return { ok: false, reason: `schema: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const r = parsed.data;
  if (r.ai_status === 'error') return { ok: false, reason: 'model reported an error' };

  const limits = questionLimits(a);
  const asked = new Set((a.request.answers ?? []).map((x) => x.question.trim().toLowerCase()));
  const questions: { q: string; t: (typeof r.question_types)[number] }[] = [];
  r.further_questions.forEach((q, i) => {
    const text = q.trim();
    if (!text.includes('?') || text.length > 300 || asked.has(text.toLowerCase())) return;
    questions.push({ q: text, t: r.question_types[i] ?? 'free' });
  });
  const kept = questions.slice(0, limits.max);
  if (kept.length < limits.min) return { ok: false, reason: `needs at least ${limits.min} questions` };
  if (turnOf(a.request) === 'final_diagnosis' && items.length === 0)
    return { ok: false, reason: 'final answer without diagnoses' };
  const ruledOut = new Set(embedded.ruled_out.map((s) => s.toLowerCase()));
  const response: DiagnosisResponse = {
    ...r,
    further_questions: kept.map((x) => x.q),
    question_types: kept.map((x) => x.t),
    diagnoses: items.length > 0 ? items : embedded.diagnoses,
    // Issue #16: what the member denied comes from the engine's reading of the answers, and the
    // model's symptoms never list one of them.
    symptoms: r.symptoms.filter((s) => !ruledOut.has(s.trim().toLowerCase())),
    ruled_out: embedded.ruled_out,
    engine: 'llm',
  };
  if (!response.safety_alert && embedded.safety_alert) response.safety_alert = embedded.safety_alert;
  return { ok: true, response };
}

/** Sends the turn to the model; resolves with its parsed JSON content or rejects. */
async function callModel(llm: LlmOptions, prompt: { system: string; user: string }): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), llm.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS);
  try {
    const doFetch = llm.fetch ?? fetch;
    const res = await doFetch(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      }),
    });
    if (!res.ok) throw new Error(`language model answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no message content');
    return JSON.parse(stripFences(content));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Creates the AI mechanic. With `llm`, each turn asks the language model first and falls back to the
 * embedded engine on error, timeout (default 8000 ms) or invalid output; without it, the embedded
 * engine answers.
 */
export function createMechanic(options: MechanicOptions = {}): Mechanic {
  const llm = options.llm ?? null;
  return {
    mode: llm ? 'llm' : 'embedded',
    async answer(request, diagnoseOptions = {}) {
      const analysis = analyze(request, diagnoseOptions);
      const embedded = respond(analysis);
      if (!llm || analysis.offTopic) return embedded;
      try {
        const raw = await callModel(llm, buildPrompt(analysis));
        const accepted = acceptLlmAnswer(raw, analysis, embedded);
        if (accepted.ok) return accepted.response;
        options.onFallback?.(accepted.reason);
      } catch (err) {
        const reason =
          err instanceof Error ? (err.name === 'AbortError' ? 'timeout' : err.message) : String(err);
        options.onFallback?.(reason);
      }
      return embedded;
    },
  };
}
