/**
 * My Cars routes (spec §2 My Cars / Add Vehicle / Car status, §3, §5, §7): list, create (at most 5 per
 * member), get, delete, summary, monthly spend, refuels and expenses. All need a bearer token; another
 * member's vehicle is a 404.
 */
import { z } from 'zod';
import { IdParam } from '../common';
import { vehiclePaths as p } from '../paths';
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
import { tagged } from './route';

const errors = [401, 404, 409, 422] as const;
const route = tagged(['vehicles']);

/** Vehicle routes by name. */
export const vehicleRoutes = {
  list: route(p.list, { summary: 'My vehicles', answer: VehicleList, errors }),
  create: route(p.create, {
    summary: 'Add a vehicle',
    description:
      'make_id/model_id must exist and match; year within the model years (else 1960..next year); name ' +
      'defaults to "year make model"; mileage (km) floored; body style defaults from the model type. ' +
      'At most 5 per member, checked in the transaction: 409 with the spec message.',
    body: VehicleCreate,
    answer: VehicleData,
    status: 201,
    errors,
  }),
  get: route(p.get, { summary: 'One of my vehicles', params: IdParam, answer: VehicleData, errors }),
  remove: route(p.remove, {
    summary: 'Remove a vehicle',
    description: 'Deletes the vehicle with its refuels and expenses. 204 without body.',
    params: IdParam,
    answer: z.undefined(),
    status: 204,
    errors,
  }),
  summary: route(p.summary, {
    summary: 'Status-page figures',
    description:
      'Last refuel, this month per category (fuel included), average price per litre over 30 days, ' +
      'refuel count and km between lowest and highest odometer; computed from the rows.',
    params: IdParam,
    answer: VehicleSummary,
    errors,
  }),
  monthly: route(p.monthly, {
    summary: 'Spend per month',
    description: 'The last `months` (default 12) calendar months, oldest first, every month present.',
    params: IdParam,
    query: MonthsQuery,
    answer: MonthlySpendList,
    errors,
  }),
  refuels: route(p.refuels, {
    summary: 'Latest refuels',
    description: 'Newest first; `limit` default 10 (the status page asks 5).',
    params: IdParam,
    query: LimitQuery,
    answer: RefuelList,
    errors,
  }),
  recentExpenses: route(p.recentExpenses, {
    summary: 'Latest expenses',
    description: 'Newest first; `limit` default 10 (the status page asks 5).',
    params: IdParam,
    query: LimitQuery,
    answer: ExpenseList,
    errors,
  }),
  addRefuel: route(p.addRefuel, {
    summary: 'Record a refuel',
    description: 'Litres, total cost (currency, default RWF), odometer km, station. Date not in the future.',
    params: IdParam,
    body: RefuelCreate,
    answer: RefuelData,
    status: 201,
    errors,
  }),
  addExpense: route(p.addExpense, {
    summary: 'Record an expense',
    description: 'Category, amount (currency, default RWF), note. Date not in the future.',
    params: IdParam,
    body: ExpenseCreate,
    answer: ExpenseData,
    status: 201,
    errors,
  }),
};
