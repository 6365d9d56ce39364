/**
 * My Cars routes (spec §2 My Cars / Add Vehicle / Car status, §3, §5, §7): list, create (at most 5 per
 * member), get, delete, summary, monthly spend, refuels and expenses. All need a bearer token; another
 * member's vehicle is a 404.
 */
import type { z } from 'zod';
import { IdParam } from '../common';
import { vehiclePaths as p, type RoutePath } from '../paths';
import {
  ExpenseCreate,
  ExpenseData,
  ExpenseList,
  LimitQuery,
  MonthlySpendList,
  MonthsQuery,
  RefuelCreate,
  RefuelData,
  RefuelList,
  VehicleCreate,
  VehicleData,
  VehicleList,
  VehicleSummary,
} from '../vehicles';
import { created, noContent } from './parts';
import { tagged, withParts } from './route';

const errors = [401, 404, 409, 422] as const;
const route = tagged(['vehicles']);
/** A call on one of my cars (`:id`; another member's car is a 404). */
const carRoute = withParts(route, { params: IdParam, errors });
/** The latest refuels or expenses of one of my cars: the same call but for the log. */
const latest = <const P extends RoutePath, const A extends z.ZodType>(path: P, summary: string, answer: A) =>
  carRoute(path, {
    summary,
    description: 'Newest first; `limit` default 10 (the status page asks 5).',
    query: LimitQuery,
    answer,
  });

/** Vehicle routes by name. */
export const vehicleRoutes = {
  list: route(p.list, { summary: 'My vehicles', answer: VehicleList, errors }),
  create: route(p.create, {
    summary: 'Add a vehicle',
    description:
      'make_id/model_id must exist and match; year within the model years (else 1960..next year); name ' +
      'defaults to "year make model"; mileage (km) floored; body style defaults from the model type. ' +
      'At most 5 per member, checked in the transaction: 409 with the spec message.',
    ...created(VehicleCreate, VehicleData),
    errors,
  }),
  get: carRoute(p.get, { summary: 'One of my vehicles', answer: VehicleData }),
  remove: carRoute(p.remove, {
    summary: 'Remove a vehicle',
    description: 'Deletes the vehicle with its refuels and expenses. 204 without body.',
    ...noContent,
  }),
  summary: carRoute(p.summary, {
    summary: 'Status-page figures',
    description:
      'Last refuel, this month per category (fuel included), average price per litre over 30 days, ' +
      'refuel count and km between lowest and highest odometer; computed from the rows.',
    answer: VehicleSummary,
  }),
  monthly: carRoute(p.monthly, {
    summary: 'Spend per month',
    description: 'The last `months` (default 12) calendar months, oldest first, every month present.',
    query: MonthsQuery,
    answer: MonthlySpendList,
  }),
  refuels: latest(p.refuels, 'Latest refuels', RefuelList),
  recentExpenses: latest(p.recentExpenses, 'Latest expenses', ExpenseList),
  addRefuel: carRoute(p.addRefuel, {
    summary: 'Record a refuel',
    description: 'Litres, total cost (currency, default RWF), odometer km, station. Date not in the future.',
    ...created(RefuelCreate, RefuelData),
  }),
  addExpense: carRoute(p.addExpense, {
    summary: 'Record an expense',
    description: 'Category, amount (currency, default RWF), note. Date not in the future.',
    ...created(ExpenseCreate, ExpenseData),
  }),
};
