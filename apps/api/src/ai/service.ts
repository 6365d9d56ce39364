/**
 * Storage and context of the AI mechanic routes (issue #4; spec §7 `POST /ai/mechanic` and "AI context
 * fields", §3 Diagnosis response): the vehicle's own data added to the chat context, and the final
 * diagnoses stored with their vehicle (removed with it). Distances in km, dates `YYYY-MM-DD`.
 */
import {
  AiContext,
  type DiagnosisResponse,
  type MechanicRequest,
  type StoredAnswer,
  type StoredDiagnosis,
} from '@gari/contract/ai';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { ownedRow } from '../db/owned';
import { diagnoses, refuels, vehicles } from '../db/schema';
import { sortedRows } from '../db/sorted';
import { notFound } from '../errors';
import { VEHICLE_NOT_FOUND } from '../vehicles/service';

type VehicleRow = typeof vehicles.$inferSelect;
type DiagnosisRow = typeof diagnoses.$inferSelect;

/** Message of an unknown or foreign diagnosis id (404). */
export const DIAGNOSIS_NOT_FOUND = 'Diagnosis not found.';

/** `primary_use` the contract fills in when the client sends none. */
const DEFAULT_PRIMARY_USE = 'daily_commute';

/** AI context fields the server knows about a vehicle (each may be missing). */
export type ServerContext = Partial<z.input<typeof AiContext>>;

/**
 * What the database knows about `vehicle` in the §7 AI context shape: year, make, model, variant,
 * engine type and size, fuel type, transmission, drivetrain, primary use; mileage (the stored mileage,
 * or the highest refuel odometer reading when that is higher and the unit is km) with its unit; the
 * latest refuel (date, location or else station name); the refuel count and the km between the lowest
 * and highest odometer reading (as on the status page). Missing values are left out.
 */
export async function vehicleAiContext(db: Db, vehicle: VehicleRow): Promise<ServerContext> {
  const [[last], [stats]] = await Promise.all([
    db
      .select({ date: refuels.date, location: refuels.location, station: refuels.stationName })
      .from(refuels)
      .where(eq(refuels.vehicleId, vehicle.id))
      .orderBy(desc(refuels.date), desc(refuels.id))
      .limit(1),
    db
      .select({
        total: count(),
        maxOdometer: sql<number | null>`max(${refuels.odometerKm})`,
        distance: sql<number>`coalesce(max(${refuels.odometerKm}) - min(${refuels.odometerKm}), 0)`.mapWith(
          Number,
        ),
      })
      .from(refuels)
      .where(eq(refuels.vehicleId, vehicle.id)),
  ]);
  const maxOdometer =
    stats?.maxOdometer === null || stats?.maxOdometer === undefined ? null : Number(stats.maxOdometer);
  let mileage = vehicle.mileage;
  if (vehicle.mileageUnit === 'km' && maxOdometer !== null && (mileage === null || maxOdometer > mileage)) {
    mileage = maxOdometer;
  }
  const context: ServerContext = {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    variant: vehicle.variant,
    engine_type: vehicle.engineType,
    engine_size: vehicle.engineSize,
    fuel_type: vehicle.fuelType,
    transmission: vehicle.transmission,
    drivetrain: vehicle.drivetrain,
    mileage,
    mileage_unit: vehicle.mileageUnit,
    primary_use: vehicle.primaryUse,
    total_refuels: stats?.total ?? 0,
    total_distance: stats?.distance ?? 0,
    last_refuel: last ? { date: last.date, location: last.location || last.station || null } : null,
  };
  return context;
}

/** True when a client value counts as "sent nothing". */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The contract's schema of one context field. */
function fieldSchema(key: string): z.ZodType | undefined {
  return (AiContext.shape as Record<string, z.ZodType>)[key];
}

/**
 * Adds the server's vehicle data to the context the client sent: for each field the client left
 * empty (absent, null or blank), the server's value is used when it passes the contract's check for
 * that field (too-long stored texts are cut to fit). `last_refuel` is filled field by field.
 * `primary_use` is taken from the vehicle when the client sent only the default (`daily_commute`).
 * What the client did send is kept. The result is a valid `AiContext`.
 */
export function enrichContext(client: MechanicRequest['context'], server: ServerContext): AiContext {
  const merged: Record<string, unknown> = { ...client };
  for (const [key, raw] of Object.entries(server)) {
    if (isBlank(raw) || key === 'last_refuel') continue;
    const current = merged[key];
    const replace = isBlank(current) || (key === 'primary_use' && current === DEFAULT_PRIMARY_USE);
    if (!replace) continue;
    const schema = fieldSchema(key);
    if (!schema) continue;
    const value = typeof raw === 'string' ? raw.trim().slice(0, key === 'engine_size' ? 20 : 60) : raw;
    const parsed = schema.safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
  }
  const serverRefuel = server.last_refuel;
  if (serverRefuel) {
    const clientRefuel = client.last_refuel ?? {};
    const refuel = {
      date: isBlank(clientRefuel.date) ? serverRefuel.date : clientRefuel.date,
      location: isBlank(clientRefuel.location) ? serverRefuel.location?.slice(0, 120) : clientRefuel.location,
    };
    const parsed = fieldSchema('last_refuel')?.safeParse(refuel);
    if (parsed?.success) merged.last_refuel = parsed.data;
  }
  // Every value above passed its field's schema, so the whole object does too; parse to be sure of it.
  return AiContext.parse(merged);
}

/** The stored answers of a request: question, answer and type when given. */
export function storedAnswers(request: MechanicRequest): StoredAnswer[] {
  return (request.answers ?? []).map((a) => ({
    question: a.question,
    answer: a.answer,
    ...(a.question_type ? { question_type: a.question_type } : {}),
  }));
}

/**
 * The contract `StoredDiagnosis` of a row; `result.diagnosis_id` is the row's id, `result.ruled_out`
 * `[]` on rows stored before issue #16.
 */
export function toStoredDiagnosis(row: DiagnosisRow): StoredDiagnosis {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    symptoms_text: row.symptomsText,
    answers: row.answers,
    // Reports stored before issue #16 have no `ruled_out`.
    result: { ...row.result, ruled_out: row.result.ruled_out ?? [], diagnosis_id: row.id },
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Stores a final diagnosis of the member's vehicle in one transaction: the vehicle row is locked
 * (`FOR SHARE`) and re-checked to belong to `userId`, so a vehicle deleted meanwhile gives 404 rather
 * than an orphan or a foreign-key error; then the row is inserted. Returns the stored diagnosis.
 */
export async function storeDiagnosis(
  db: Db,
  input: { userId: number; vehicleId: number; request: MechanicRequest; result: DiagnosisResponse },
): Promise<StoredDiagnosis> {
  const { diagnosis_id: _ignored, ...result } = input.result;
  const row = await db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.userId, input.userId)))
      .for('share');
    if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
    const [inserted] = await tx
      .insert(diagnoses)
      .values({
        vehicleId: vehicle.id,
        userId: input.userId,
        symptomsText: input.request.symptoms,
        answers: storedAnswers(input.request),
        result,
        engine: result.engine,
      })
      .returning();
    if (!inserted) throw new Error('diagnosis insert returned nothing');
    return inserted;
  });
  return toStoredDiagnosis(row);
}

/** The diagnosis `id` of a vehicle `userId` owns, or 404 'Diagnosis not found.'. */
export async function ownedDiagnosis(db: Db, userId: number, id: number): Promise<StoredDiagnosis> {
  const row = await ownedRow(
    db,
    diagnoses,
    { link: diagnoses.vehicleId, parent: vehicles, owner: vehicles.userId },
    id,
    userId,
    DIAGNOSIS_NOT_FOUND,
  );
  return toStoredDiagnosis(row);
}

/** Every stored diagnosis of a vehicle, newest first (ownership is checked by the caller). */
export async function listDiagnoses(db: Db, vehicleId: number): Promise<StoredDiagnosis[]> {
  const rows = await sortedRows(db, diagnoses, eq(diagnoses.vehicleId, vehicleId), desc, diagnoses.createdAt);
  return rows.map(toStoredDiagnosis);
}
