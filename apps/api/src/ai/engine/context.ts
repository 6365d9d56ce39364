/**
 * Reads the §7 AI context fields (free text as stored on the vehicle) into the facts the knowledge
 * base's modifiers use: fuel kind, gearbox kind, drivetrain, mileage in km, age in years, hard use,
 * and whether the last refuel was recent.
 */
import type { AiContext } from '@gari/contract/ai';
import type { DrivetrainKind, FuelKind, TransmissionKind } from '../knowledge/types';

/** What the engine knows about the car. Unknown facts are null and never exclude a fault. */
export interface CarFacts {
  fuel: FuelKind | null;
  transmission: TransmissionKind | null;
  drivetrain: DrivetrainKind | null;
  /** Odometer in km. */
  mileageKm: number | null;
  /** Years since the model year, from the diagnosis date. */
  ageYears: number | null;
  /** Taxi, commercial, business or delivery use. */
  commercial: boolean;
  /** The last refuel was 0–3 days before the diagnosis date. */
  recentRefuel: boolean;
}

const DIESEL_HINT =
  /\b(d-?4d|tdi|crdi|dci|tdci|hdi|cdi|jtd|d4d|ddis|vgt|diesel|\d?[a-z]?kd|1hz|1hd|2l|3l|5l|4jj1|4jb1|4jh1|4d56|zd30|yd25|td27)\b/i;

function parseDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Fuel kind from the vehicle's fuel type (Petrol, Essence, Diesel, Hybrid…) and engine hints. */
export function fuelKind(ctx: Pick<AiContext, 'fuel_type' | 'engine_type' | 'variant'>): FuelKind | null {
  const f = (ctx.fuel_type ?? '').toLowerCase();
  if (/diesel|gasoil|gazoil|mazout|dizeli/.test(f)) return 'diesel';
  if (/hybrid/.test(f)) return 'hybrid';
  if (/electric|\bev\b|battery/.test(f)) return 'electric';
  if (/petrol|essence|gasoline|premium|super|unleaded|regular|benzin|\bgas\b|lisansi|sp95|sp98/.test(f))
    return 'petrol';
  if (DIESEL_HINT.test(`${ctx.engine_type ?? ''} ${ctx.variant ?? ''}`)) return 'diesel';
  return null;
}

/** Gearbox kind from free text (Manual, Automatic, CVT, AMT…). */
export function transmissionKind(text: string | null | undefined): TransmissionKind | null {
  const t = (text ?? '').toLowerCase();
  if (/cvt|xtronic|continuously|multidrive|lineartronic|e-cvt/.test(t)) return 'cvt';
  if (/manual|\bmt\b|stick|standard|\d-speed m/.test(t)) return 'manual';
  if (/auto|\bat\b|tiptronic|dsg|dct|amt|semi|sequential|steptronic/.test(t)) return 'automatic';
  return null;
}

/** Drivetrain from free text (FWD, RWD, 4WD, AWD, 4x4…). */
export function drivetrainKind(text: string | null | undefined): DrivetrainKind | null {
  const t = (text ?? '').toLowerCase();
  if (/4wd|4x4|awd|all.?wheel|four.?wheel|4 wheel|quattro|4matic|xdrive/.test(t)) return '4wd';
  if (/rwd|rear/.test(t)) return 'rwd';
  if (/fwd|front/.test(t)) return 'fwd';
  return null;
}

/**
 * Facts from the AI context. `today` (YYYY-MM-DD) is the diagnosis date when the context has none;
 * without either, age and refuel recency stay unknown (the engine stays deterministic).
 */
export function carFacts(ctx: AiContext, today?: string): CarFacts {
  const unit = (ctx.mileage_unit ?? 'km').toLowerCase();
  const mileageKm =
    ctx.mileage == null ? null : Math.round(ctx.mileage * (/^mi|mile/.test(unit) ? 1.609344 : 1));
  const date = parseDate(ctx.diagnosis_date) ?? parseDate(today);
  const ageYears = date && ctx.year ? Math.max(0, date.getUTCFullYear() - ctx.year) : null;
  const refuel = parseDate(ctx.last_refuel?.date);
  const recentRefuel =
    !!date &&
    !!refuel &&
    date.getTime() - refuel.getTime() >= 0 &&
    date.getTime() - refuel.getTime() <= 3 * 86_400_000;
  return {
    fuel: fuelKind(ctx),
    transmission: transmissionKind(ctx.transmission),
    drivetrain: drivetrainKind(ctx.drivetrain),
    mileageKm,
    ageYears,
    commercial: /taxi|commercial|business|delivery|uber|bolt|transport|matatu|fleet|hire|cargo|work/i.test(
      ctx.primary_use ?? '',
    ),
    recentRefuel,
  };
}
