/**
 * The AI mechanic (issue #4): the embedded diagnostic engine, its knowledge base, and the optional
 * language-model adapter. Route code uses `createMechanic` (with `llmOptionsFromEnv()`), or
 * `diagnose` directly for the embedded engine.
 */
export type { Analysis, DiagnoseOptions } from './engine';
export { analyze, builtInModel, diagnose, respond } from './engine';
export type { Fault, QuestionDef, System } from './knowledge';
export { FAULTS, FAULTS_BY_ID, QUESTION_LIST, SYSTEMS } from './knowledge';
export type { LlmOptions, Mechanic, MechanicOptions } from './llm';
export { createMechanic, DEFAULT_LLM_TIMEOUT_MS, llmOptionsFromEnv } from './llm';
